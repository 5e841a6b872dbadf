import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-error";
import { registrationSchema } from "#shared/accounts";
import { GENERIC_MESSAGES } from "#shared/api-error";
import { messageOr, splitApiError, validateForm } from "./form-errors";

describe("validateForm", () => {
  it("returns the parsed data of a valid form", () => {
    const result = validateForm(registrationSchema(8), {
      email: " Ama@Example.com ",
      password: "Baobab-2026",
      confirmPassword: "Baobab-2026",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        email: "ama@example.com",
        phone: null,
        password: "Baobab-2026",
        confirmPassword: "Baobab-2026",
      },
    });
  });

  it("gives one French message per field, with the specified wording", () => {
    const result = validateForm(registrationSchema(8), {
      email: "pas-une-adresse",
      password: "court",
      confirmPassword: "autre",
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        email: "Format d'email invalide",
        password: "Le mot de passe doit contenir au moins 8 caractères",
        confirmPassword: "Les mots de passe ne correspondent pas",
      },
    });
  });
});

describe("messageOr", () => {
  it("passes the server's French message through", () => {
    const error = new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Email ou mot de passe incorrect.");
    expect(messageOr(error, "Erreur de connexion.")).toBe("Email ou mot de passe incorrect.");
  });

  it("uses the form's fallback for an answer that was not ours, or anything else thrown", () => {
    const error = new ApiError(502, "UNEXPECTED_RESPONSE", GENERIC_MESSAGES.internal);
    expect(messageOr(error, "Erreur de connexion.")).toBe("Erreur de connexion.");
    expect(messageOr(new TypeError("boom"), "Erreur de connexion.")).toBe("Erreur de connexion.");
  });
});

describe("splitApiError", () => {
  it("puts the errors of the form's own fields next to them, with no extra message", () => {
    const message = "Ce mot de passe est trop courant. Choisissez-en un autre.";
    const error = new ApiError(400, "COMMON_PASSWORD", message, { password: message });
    expect(splitApiError(error, ["email", "password"], "Erreur")).toEqual({
      fieldErrors: { password: message },
      message: null,
    });
  });

  it("keeps a message for errors about no field the form has", () => {
    const error = new ApiError(409, "EMAIL_TAKEN", "Cet email est déjà utilisé. Veuillez vous connecter.", {
      token: "x",
    });
    expect(splitApiError(error, ["email"], "Erreur")).toEqual({
      fieldErrors: {},
      message: "Cet email est déjà utilisé. Veuillez vous connecter.",
    });
  });
});
