import { describe, expect, it } from "vitest";
import { profileErrorText } from "./profile-error-text";

describe("profileErrorText", () => {
  it("prefixes the message the specified way", () => {
    expect(profileErrorText("du nom", "Le nom est requis")).toBe(
      "Erreur lors de la mise à jour du nom : Le nom est requis",
    );
    expect(profileErrorText("du mot de passe", "Le mot de passe actuel est incorrect.")).toBe(
      "Erreur lors de la mise à jour du mot de passe : Le mot de passe actuel est incorrect.",
    );
  });

  it("does not repeat the sentence when the server's message is that same fallback", () => {
    expect(profileErrorText("de l'email", "Erreur lors de la mise à jour de l'email")).toBe(
      "Erreur lors de la mise à jour de l'email",
    );
    expect(profileErrorText("du nom", null)).toBe("Erreur lors de la mise à jour du nom");
  });
});
