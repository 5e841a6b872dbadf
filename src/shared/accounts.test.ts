import { describe, expect, it } from "vitest";
import {
  displayName,
  emailSchema,
  passwordSchema,
  profileEmailSchema,
  profileNameSchema,
  profilePasswordSchema,
  registrationSchema,
  resetPasswordSchema,
} from "./accounts";
import {
  PASSWORD_FROM_EMAIL_MESSAGE,
  PASSWORD_FROM_NAME_MESSAGE,
  PASSWORD_FROM_PRODUCT_MESSAGE,
} from "./guessable-passwords";

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("passwords", () => {
  it("a password has at least 8 characters by default", () => {
    expect(passwordSchema().safeParse("1234567").error?.issues[0]?.message).toBe(
      "Le mot de passe doit contenir au moins 8 caractères",
    );
    expect(passwordSchema().parse("12345678")).toBe("12345678");
  });

  it("the minimum length is configurable and the message carries the number", () => {
    expect(passwordSchema(12).safeParse("12345678901").error?.issues[0]?.message).toBe(
      "Le mot de passe doit contenir au moins 12 caractères",
    );
    expect(passwordSchema(6).safeParse("123456").success).toBe(true);
  });

  it("a password has at most 128 characters", () => {
    expect(passwordSchema().safeParse("x".repeat(129)).error?.issues[0]?.message).toBe(
      "Le mot de passe ne doit pas dépasser 128 caractères",
    );
  });
});

describe("e-mail addresses", () => {
  it("an e-mail is required", () => {
    expect(messages(emailSchema.safeParse("  "))).toEqual([["", "L'e-mail est requis"]]);
    expect(messages(emailSchema.safeParse(undefined))).toEqual([["", "L'e-mail est requis"]]);
  });

  it("an e-mail must have the e-mail format, without spaces", () => {
    for (const bad of ["ama", "ama@", "ama mensah@mail.com", "ama@mail"]) {
      expect(messages(emailSchema.safeParse(bad))).toEqual([["", "Format d'email invalide"]]);
    }
  });

  it("an e-mail is trimmed and lower-cased, and at most 254 characters", () => {
    expect(emailSchema.parse("  Ama.Mensah@Mail.COM ")).toBe("ama.mensah@mail.com");
    const long = `${"a".repeat(250)}@x.fr`;
    expect(messages(emailSchema.safeParse(long))).toEqual([
      ["", "L'e-mail ne doit pas dépasser 254 caractères"],
    ]);
  });
});

describe("registration", () => {
  const valid = { email: "ama@mail.com", password: "motdepasse", confirmPassword: "motdepasse" };

  it("a valid registration passes", () => {
    expect(registrationSchema().parse({ ...valid, email: " AMA@mail.com" })).toEqual({
      ...valid,
      phone: null,
    });
    // The phone is kept as typed: the server reads it before creating the account.
    expect(registrationSchema().parse({ ...valid, phone: " 06 12 34 56 78 " }).phone).toBe("06 12 34 56 78");
  });

  it("the confirmation must match, reported on the confirmation field", () => {
    const result = registrationSchema().safeParse({ ...valid, confirmPassword: "autrechose" });
    expect(messages(result)).toEqual([["confirmPassword", "Les mots de passe ne correspondent pas"]]);
  });

  it("every broken field is reported at once", () => {
    const result = registrationSchema().safeParse({ email: "", password: "court", confirmPassword: "autre" });
    expect(messages(result)).toEqual([
      ["email", "L'e-mail est requis"],
      ["password", "Le mot de passe doit contenir au moins 8 caractères"],
      ["confirmPassword", "Les mots de passe ne correspondent pas"],
    ]);
  });

  it("unknown fields such as a role are refused", () => {
    expect(registrationSchema().safeParse({ ...valid, role: "admin" }).success).toBe(false);
  });

  it("refuses a password built on the e-mail or the name typed in the form, saying which", () => {
    const withPassword = (password: string, extra: Record<string, string> = {}) =>
      messages(registrationSchema().safeParse({ ...valid, ...extra, password, confirmPassword: password }));
    expect(withPassword("Koffi-Lome-2026!", { email: "Koffi.Lome@mail.tg" })).toEqual([
      ["password", PASSWORD_FROM_EMAIL_MESSAGE],
    ]);
    expect(withPassword("Mensah-2026!", { name: "Yao Mensah" })).toEqual([
      ["password", PASSWORD_FROM_NAME_MESSAGE],
    ]);
    expect(withPassword("Colibri2026!")).toEqual([["password", PASSWORD_FROM_PRODUCT_MESSAGE]]);
    // Beside the other fields' errors, and after the password's own length rule.
    expect(
      messages(registrationSchema().safeParse({ email: "ama", password: "ama12", confirmPassword: "x" })),
    ).toEqual([
      ["email", "Format d'email invalide"],
      ["password", "Le mot de passe doit contenir au moins 8 caractères"],
      ["confirmPassword", "Les mots de passe ne correspondent pas"],
      ["password", PASSWORD_FROM_EMAIL_MESSAGE],
    ]);
  });
});

describe("profile forms", () => {
  it("the name is trimmed and required", () => {
    expect(profileNameSchema.parse({ name: "  Ama Mensah " })).toEqual({ name: "Ama Mensah" });
    expect(messages(profileNameSchema.safeParse({ name: "   " }))).toEqual([["name", "Le nom est requis"]]);
    expect(profileNameSchema.safeParse({ name: "x".repeat(101) }).success).toBe(false);
  });

  it("the new e-mail must have the e-mail format", () => {
    expect(profileEmailSchema.parse({ email: "Kofi@Mail.tg" })).toEqual({ email: "kofi@mail.tg" });
    expect(messages(profileEmailSchema.safeParse({ email: "kofi @mail.tg" }))).toEqual([
      ["email", "Format d'email invalide"],
    ]);
  });

  it("the password change needs the current password, a long enough new one and a matching confirmation", () => {
    const schema = profilePasswordSchema(10);
    expect(
      schema.safeParse({ currentPassword: "a", newPassword: "0123456789", confirmPassword: "0123456789" })
        .success,
    ).toBe(true);
    const result = schema.safeParse({ currentPassword: "", newPassword: "court", confirmPassword: "autre" });
    expect(messages(result)).toEqual([
      ["currentPassword", "Le mot de passe actuel est requis"],
      ["newPassword", "Le mot de passe doit contenir au moins 10 caractères"],
      ["confirmPassword", "Les mots de passe ne correspondent pas"],
    ]);
  });

  it("the reset-password form has the same rules", () => {
    expect(
      messages(resetPasswordSchema().safeParse({ password: "motdepasse", confirmPassword: "x" })),
    ).toEqual([["confirmPassword", "Les mots de passe ne correspondent pas"]]);
  });

  it("the reset and change forms refuse a password built on the product's name; the account's words are the server's", () => {
    const password = "Colibri-2026!";
    expect(messages(resetPasswordSchema().safeParse({ password, confirmPassword: password }))).toEqual([
      ["password", PASSWORD_FROM_PRODUCT_MESSAGE],
    ]);
    expect(
      messages(
        profilePasswordSchema().safeParse({
          currentPassword: "a",
          newPassword: password,
          confirmPassword: password,
        }),
      ),
    ).toEqual([["newPassword", PASSWORD_FROM_PRODUCT_MESSAGE]]);
  });
});

describe("display name", () => {
  it("the name if set, else the e-mail before '@', else 'Utilisateur'", () => {
    expect(displayName({ name: "Ama Mensah", email: "ama@mail.com" })).toBe("Ama Mensah");
    expect(displayName({ name: "  ", email: "kofi.a@mail.tg" })).toBe("kofi.a");
    expect(displayName({ name: null, email: "@mail.tg" })).toBe("Utilisateur");
    expect(displayName({})).toBe("Utilisateur");
  });
});

describe("password pair schemas on a value that is not an object", () => {
  it("answers with French issues instead of throwing", () => {
    for (const schema of [registrationSchema(8), profilePasswordSchema(8), resetPasswordSchema(8)]) {
      for (const value of [null, undefined, 42, "texte"]) {
        const result = schema.safeParse(value);
        expect(result.success).toBe(false);
      }
    }
  });
});
