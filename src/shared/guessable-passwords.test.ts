import { describe, expect, it } from "vitest";
import {
  guessablePasswordMessage,
  PASSWORD_FROM_EMAIL_MESSAGE,
  PASSWORD_FROM_NAME_MESSAGE,
  PASSWORD_FROM_PRODUCT_MESSAGE,
} from "./guessable-passwords";

describe("passwords built on a word a guesser knows", () => {
  it("says so for the product's name", () => {
    for (const password of ["colibri2026", "Colibri2026!", "COLIBRI-123", "colibricolibri", "xcolibri99"])
      expect(guessablePasswordMessage(password), password).toBe(PASSWORD_FROM_PRODUCT_MESSAGE);
  });

  it("says it is the e-mail when built on the e-mail, case and accents ignored", () => {
    const context = { email: "koffi.lome@mail.tg", name: null };
    for (const password of ["Koffi-Lome-2026!", "KOFFI2026", "lomé.koffi", "koffi@mail"])
      expect(guessablePasswordMessage(password, context), password).toBe(PASSWORD_FROM_EMAIL_MESSAGE);
  });

  it("says it is the name when built on the name alone", () => {
    const context = { email: "awa@mail.com", name: "Élodie Kouassi" };
    for (const password of ["ELODIE-2026", "elodiekouassi", "Kouassi123!"])
      expect(guessablePasswordMessage(password, context), password).toBe(PASSWORD_FROM_NAME_MESSAGE);
  });

  it("names the e-mail first when the e-mail, the name or the product's name share the password", () => {
    expect(guessablePasswordMessage("Koffi-Lome-2026!", { email: "koffi@mail.tg", name: "Koffi Lomé" })).toBe(
      PASSWORD_FROM_EMAIL_MESSAGE,
    );
    expect(guessablePasswordMessage("colibri-awa", { email: "awa@mail.com" })).toBe(
      PASSWORD_FROM_EMAIL_MESSAGE,
    );
    expect(guessablePasswordMessage("colibri-awa", { name: "Awa" })).toBe(PASSWORD_FROM_NAME_MESSAGE);
  });

  it("lets through a password with four letters or more besides those words", () => {
    expect(guessablePasswordMessage("Colibri-Test-2026", { email: "client@mail.com" })).toBeNull();
    expect(guessablePasswordMessage("Colibri-Client-2026")).toBeNull();
    expect(guessablePasswordMessage("Kouassi-baobab-7", { email: "awa.kouassi@mail.com" })).toBeNull();
    // Nothing of the context in it: a matter for the server's common-password list, not for this rule.
    expect(guessablePasswordMessage("12345678", { email: "awa@mail.com" })).toBeNull();
  });

  it("ignores words under three letters, which would empty any password", () => {
    expect(guessablePasswordMessage("Ab-Kofi-Lome-9", { email: "ab@io.tg" })).toBeNull();
  });

  it("writes its messages in French typography: no-break spaces before the colon and inside « »", () => {
    expect(PASSWORD_FROM_EMAIL_MESSAGE).toBe(
      "Ce mot de passe reprend votre adresse e-mail\u00a0: il serait facile à deviner. Choisissez-en un autre.",
    );
    expect(PASSWORD_FROM_NAME_MESSAGE).toBe(
      "Ce mot de passe reprend votre nom\u00a0: il serait facile à deviner. Choisissez-en un autre.",
    );
    expect(PASSWORD_FROM_PRODUCT_MESSAGE).toBe(
      "Ce mot de passe reprend le nom «\u00a0Colibri\u00a0»\u00a0: il serait facile à deviner. Choisissez-en un autre.",
    );
  });
});
