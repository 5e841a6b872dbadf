import { z } from "zod";
import { guessablePasswordMessage, type PasswordContext } from "./guessable-passwords";
import { PHONE_MAX_LENGTH } from "./phones/phone-display";

/** 8 by default, set by PASSWORD_MIN_LENGTH, never less (docs/product/accounts.md#password-rules). */
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

export const passwordTooShortMessage = (minLength: number) =>
  `Le mot de passe doit contenir au moins ${minLength} caractères`;
export const PASSWORD_TOO_LONG = `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`;
export const PASSWORD_MISMATCH = "Les mots de passe ne correspondent pas";
/**
 * Shown by the server, which holds the list of the 10 000 most common passwords
 * (docs/product/accounts.md#password-rules). A password built on the e-mail, the name or the product's
 * name has its own message (guessable-passwords.ts), checked by these schemas on both sides.
 */
export const COMMON_PASSWORD_MESSAGE = "Ce mot de passe est trop courant. Choisissez-en un autre.";
export const CURRENT_PASSWORD_REQUIRED = "Le mot de passe actuel est requis";
export const EMAIL_REQUIRED = "L'e-mail est requis";
export const EMAIL_INVALID = "Format d'email invalide";
export const EMAIL_TOO_LONG = `L'e-mail ne doit pas dépasser ${EMAIL_MAX_LENGTH} caractères`;
export const NAME_REQUIRED = "Le nom est requis";
export const NAME_TOO_LONG = `Le nom ne doit pas dépasser ${NAME_MAX_LENGTH} caractères`;

export function passwordSchema(minLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  const tooShort = passwordTooShortMessage(minLength);
  // Not trimmed: spaces are legitimate password characters.
  return z.string({ error: tooShort }).min(minLength, tooShort).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);
}

/**
 * E-mail as typed: trimmed and lower-cased so " Ama@Mail.com" and "ama@mail.com" are one account.
 * The pattern has no spaces (docs/product/accounts.md#password-rules). A blank value stops at
 * "required" rather than also reporting a bad format.
 */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    // One message per value; `abort: true` would also silence the form's password-match check.
    const message =
      value === ""
        ? EMAIL_REQUIRED
        : value.length > EMAIL_MAX_LENGTH
          ? EMAIL_TOO_LONG
          : z.regexes.email.test(value)
            ? null
            : EMAIL_INVALID;
    if (message) ctx.addIssue({ code: "custom", message });
  });

type PasswordPair = { password?: unknown; newPassword?: unknown; confirmPassword?: unknown };

// Checked as soon as both passwords are strings, so the mismatch shows even beside other errors.
const bothStrings = (payload: { value: unknown }) => {
  // Zod runs this even when the value is not an object (no body, null): read it defensively.
  const value = (payload.value ?? {}) as PasswordPair;
  return (
    typeof (value.password ?? value.newPassword) === "string" && typeof value.confirmPassword === "string"
  );
};

const textOr = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Refuses on `field` a password built on the words a guesser knows: the product's name, and the e-mail
 * and name the same form holds (docs/product/accounts.md#password-rules). Run as soon as the password
 * is a string, so it shows beside the form's other errors; after its own length check, whose message
 * comes first.
 */
function refuseGuessable<T>(
  field: "password" | "newPassword",
  contextOf: (value: T) => PasswordContext = () => ({}),
) {
  return [
    (value: T, ctx: z.RefinementCtx<T>) => {
      const password = (value as Record<string, unknown>)[field];
      const message =
        typeof password === "string" ? guessablePasswordMessage(password, contextOf(value)) : null;
      if (message) ctx.addIssue({ code: "custom", message, path: [field] });
    },
    {
      when: (payload: { value: unknown }) =>
        typeof (payload.value as PasswordPair | null)?.[field] === "string",
    },
  ] as const;
}

export function registrationSchema(minLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return z
    .object({
      name: optionalNameSchema,
      email: emailSchema,
      /** Optional at sign-up; the first request asks for it (docs/product/recipients.md#phone-numbers). */
      phone: typedPhoneSchema,
      password: passwordSchema(minLength),
      confirmPassword: z.string({ error: PASSWORD_MISMATCH }),
    })
    .strict()
    .refine((v) => v.password === v.confirmPassword, {
      message: PASSWORD_MISMATCH,
      path: ["confirmPassword"],
      when: bothStrings,
    })
    .superRefine(
      ...refuseGuessable<{ email: unknown; name?: unknown }>("password", (v) => ({
        email: textOr(v.email),
        name: textOr(v.name),
      })),
    );
}

const nameSchema = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(NAME_MAX_LENGTH, NAME_TOO_LONG);

/**
 * The name asked at sign-up: optional, so a blank field means "no name given"
 * (docs/product/accounts.md#sign-up).
 */
const optionalNameSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  nameSchema.optional(),
);

/**
 * The optional phone of the sign-up form, as typed: the server reads it with libphonenumber-js before
 * the account is created (`normalizePhone`), so the sign-in and sign-up pages do not load the library
 * (decision 053); a wrong number comes back on the field.
 */
const typedPhoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH)
  .nullish()
  .transform((value) => value || null);

/** Profile forms (docs/product/accounts.md#profile): one field each, as the three forms are separate. */
export const profileNameSchema = z.object({ name: nameSchema }).strict();
export const profileEmailSchema = z.object({ email: emailSchema }).strict();

/** Changing the password from the profile asks for the current one (docs/product/accounts.md#profile). */
export function profilePasswordSchema(minLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return (
    z
      .object({
        currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED),
        newPassword: passwordSchema(minLength),
        confirmPassword: z.string({ error: PASSWORD_MISMATCH }),
      })
      .strict()
      .refine((v) => v.newPassword === v.confirmPassword, {
        message: PASSWORD_MISMATCH,
        path: ["confirmPassword"],
        when: bothStrings,
      })
      // The account's e-mail and name are not in this form: the server adds them.
      .superRefine(...refuseGuessable("newPassword"))
  );
}

/**
 * /reset-password form: new password and confirmation, same rules
 * (docs/product/accounts.md#password-reset); the token is not a form field.
 */
export function resetPasswordSchema(minLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return z
    .object({ password: passwordSchema(minLength), confirmPassword: z.string({ error: PASSWORD_MISMATCH }) })
    .strict()
    .refine((v) => v.password === v.confirmPassword, {
      message: PASSWORD_MISMATCH,
      path: ["confirmPassword"],
      when: bothStrings,
    })
    .superRefine(...refuseGuessable("password"));
}

const DEFAULT_DISPLAY_NAME = "Utilisateur";

/**
 * Name shown for a user (docs/product/accounts.md#profile): the name, else the e-mail before '@', else
 * 'Utilisateur'.
 */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split("@")[0]?.trim();
  return local ? local : DEFAULT_DISPLAY_NAME;
}

/**
 * The name a person gave, or null. An account created without a name carries the part of its e-mail
 * before '@' (Better Auth needs a name): that is not a name to greet anyone with.
 */
export function knownName(user: { name?: string | null; email?: string | null }): string | null {
  const name = user.name?.trim();
  if (!name) return null;
  const local = user.email?.split("@")[0]?.trim();
  return name === local ? null : name;
}

/** First line of every e-mail: 'Bonjour Ama Koffi,' when the name is known, else 'Bonjour,'. */
export function greetingLine(user: { name?: string | null; email?: string | null }): string {
  const name = knownName(user);
  return name ? `Bonjour ${name},` : "Bonjour,";
}

/** Sign-in form: any non-empty password; a wrong one gets this answer (docs/product/accounts.md#sign-in). */
export const SIGN_IN_FAILED = "Email ou mot de passe incorrect.";
export const signInSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: SIGN_IN_FAILED })
      .min(1, "Le mot de passe est requis")
      .max(PASSWORD_MAX_LENGTH, SIGN_IN_FAILED),
  })
  .strict();

/** Forgot-password sub-view (docs/product/accounts.md#password-reset): the e-mail only. */
export const forgotPasswordSchema = z.object({ email: emailSchema }).strict();

export const USER_ROLES = ["client", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as the browser sees it, with `emailVerified` (docs/product/accounts.md#roles). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  /** An authenticator app confirms each new sign-in (docs/product/accounts.md#two-factor). */
  twoFactorEnabled: z.boolean(),
  /** An administrator without it where it is required: only the set-up page opens. */
  mustSetUpTwoFactor: z.boolean(),
  /**
   * An administrator who has it, where it is required, on a session that has not proved it (opened
   * before it was recorded per session, or by an e-mail link): only the code page opens
   * (docs/product/accounts.md#second-factor).
   */
  mustVerifyTwoFactor: z.boolean(),
  /** E.164, null until given (docs/product/recipients.md#phone-numbers). */
  phone: z.string().nullable(),
  /** `CLB-4K7P`, the second line of the client's personal address (docs/product/ma-boite.md#reference). */
  reference: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
