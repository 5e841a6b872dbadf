import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { users } from "#server/db/schema";
import { AppError, badRequest } from "#server/http/app-error";
import {
  COMMON_PASSWORD_MESSAGE,
  displayName,
  forgotPasswordSchema,
  profileEmailSchema,
  profileNameSchema,
  profilePasswordSchema,
  registrationSchema,
  resetPasswordSchema,
  signInSchema,
} from "#shared/accounts";
import { guessablePasswordMessage, type PasswordContext } from "#shared/guessable-passwords";
import { normalizePhone } from "#shared/phones/phone-number";
import { INVALID_LINK_MESSAGE } from "./auth-errors";
import { type BridgeContext, type BridgeRule, limit, signedIn } from "./bridge-rule";
import { isCommonPassword } from "./common-passwords";
import { recordSecondFactor } from "./session-second-factor";
import {
  recordFailedSignIn,
  SIGN_IN_FAILURES_BEFORE_LINK,
  SIGN_IN_LINK_SENT_MESSAGE,
  sendSignInLinkOnce,
  signInNeedsLink,
} from "./sign-in-guard";
import { TWO_FACTOR_BRIDGE_RULES } from "./two-factor-bridge-rules";

type TwoFactorRedirect = { twoFactorRedirect?: boolean };

/** Where the confirmation link lands: home, signed in, with a notice (the client reads `?confirmed`). */
const CONFIRMED_CALLBACK = "/?confirmed=1";
const EMAIL_CHANGED_CALLBACK = "/profile?email-confirmed=1";

/**
 * A password of the common list, or one built on the account's e-mail or name, each refused with its
 * own message (docs/product/accounts.md#password-rules). The shared schemas already refused one built on
 * the product's name, and at sign-up on the e-mail and name typed in the form; `account` is the account
 * the server knows and the form does not (a change from the profile).
 */
function refuseWeakPassword(password: string, field: string, account: PasswordContext = {}) {
  if (isCommonPassword(password))
    throw badRequest("COMMON_PASSWORD", COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  const guessable = guessablePasswordMessage(password, account);
  if (guessable) throw badRequest("GUESSABLE_PASSWORD", guessable, { [field]: guessable });
}

async function accountExists(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/** Like the limits, multiplied by AUTH_RATE_LIMIT_FACTOR (end-to-end tests share one address). */
const failuresBeforeLink = (context: BridgeContext) =>
  SIGN_IN_FAILURES_BEFORE_LINK * context.config.AUTH_RATE_LIMIT_FACTOR;

/**
 * The optional sign-up phone, typed as people write it, in E.164 (docs/product/recipients.md#phone-numbers);
 * a number that cannot be read is refused on its field before the account exists.
 */
function signUpPhone(typed: string | null): string | null {
  if (typed === null) return null;
  const phone = normalizePhone(typed, "FR");
  if (!phone.ok) throw badRequest("VALIDATION", phone.message, { phone: phone.message });
  return phone.e164;
}

/**
 * The Better Auth endpoints the product uses, keyed "METHOD /path" under /api/auth. Any other path of
 * Better Auth answers 404, so nothing is reachable that the product did not decide to offer.
 */
export const BRIDGE_RULES: Record<string, BridgeRule> = {
  "POST /sign-up/email": {
    fallback: "Erreur lors de la création du compte.",
    hideSuccessBody: true,
    async prepare(body, context) {
      const input = registrationSchema(context.config.PASSWORD_MIN_LENGTH).parse(body);
      refuseWeakPassword(input.password, "password");
      const phone = signUpPhone(input.phone);
      // The product keeps this message, although it tells that the address has an account
      // (docs/product/accounts.md#errors).
      if (await accountExists(context.db, input.email)) {
        throw new AppError("EMAIL_TAKEN", 409, "Cet email est déjà utilisé. Veuillez vous connecter.");
      }
      return {
        email: input.email,
        password: input.password,
        // Better Auth needs a name: without one given, the e-mail's local part stands in (never used
        // to greet anyone: `knownName`).
        name: input.name ?? displayName({ email: input.email }),
        ...(phone ? { phone } : {}),
        callbackURL: CONFIRMED_CALLBACK,
      };
    },
  },
  // No hard limit per account: it would let anyone lock a customer out. After repeated failures the
  // password is no longer checked and the owner gets a sign-in link instead (decision 038).
  "POST /sign-in/email": {
    fallback: "Erreur de connexion.",
    // The right password of an account with two-step sign-in opens no session yet: the code step comes.
    present: async (body) => ({
      ok: true,
      twoFactor: (body as TwoFactorRedirect).twoFactorRedirect === true,
    }),
    async prepare(body, context) {
      const input = signInSchema.parse(body);
      if (
        context.rateLimit &&
        (await signInNeedsLink(context.db, input.email, failuresBeforeLink(context)))
      ) {
        const outcome = await sendSignInLinkOnce(context.db, context.config, input.email);
        if (outcome === "link") throw new AppError("SIGN_IN_LINK_SENT", 403, SIGN_IN_LINK_SENT_MESSAGE);
      }
      return { email: input.email, password: input.password, rememberMe: true };
    },
    // Only failures count: Better Auth's 401 is "wrong e-mail or password" (its 429s are per IP).
    async settle(response, prepared, context) {
      if (context.rateLimit && response.status === 401)
        await recordFailedSignIn(context.db, String(prepared.email));
      // A session opened without the code step for an account that has one: a trusted device
      // (the plugin deletes any other), which proves the factor (docs/product/accounts.md#second-factor).
      if (response.status === 200) {
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { token?: unknown; user?: { twoFactorEnabled?: unknown } } | null;
        if (typeof body?.token === "string" && body.user?.twoFactorEnabled === true)
          await recordSecondFactor(context.db, body.token);
      }
    },
  },
  // The sign-in link of the alert e-mail (sign-in-guard.ts). Better Auth redirects: home signed in, or
  // /login?link=invalid with `error` when the link is used, expired or forged.
  "GET /magic-link/verify": { fallback: INVALID_LINK_MESSAGE },
  "POST /sign-out": { fallback: "Une erreur est survenue", hideSuccessBody: true, prepare: async () => ({}) },
  "POST /request-password-reset": {
    fallback: "Erreur lors de l'envoi du lien",
    hideSuccessBody: true,
    async prepare(body, context) {
      const input = forgotPasswordSchema.parse(body);
      await limit(context, `reset:${input.email}`, 60 * 60, 3);
      if (!(await accountExists(context.db, input.email))) {
        throw new AppError("ACCOUNT_NOT_FOUND", 404, "Aucun compte trouvé avec cet email.");
      }
      return { email: input.email, redirectTo: `${context.config.PUBLIC_URL}/reset-password` };
    },
  },
  "POST /reset-password": {
    fallback: "Erreur lors de la réinitialisation du mot de passe.",
    hideSuccessBody: true,
    async prepare(body, context) {
      const { token, ...fields } = (body ?? {}) as { token?: unknown };
      if (typeof token !== "string" || token.length === 0 || token.length > 200) {
        throw badRequest("INVALID_TOKEN", INVALID_LINK_MESSAGE);
      }
      const input = resetPasswordSchema(context.config.PASSWORD_MIN_LENGTH).parse(fields);
      refuseWeakPassword(input.password, "password");
      return { token, newPassword: input.password };
    },
  },
  "GET /verify-email": { fallback: INVALID_LINK_MESSAGE },
  "POST /send-verification-email": {
    fallback: "Erreur lors de l'envoi de l'e-mail de confirmation.",
    hideSuccessBody: true,
    async prepare(_body, context) {
      const user = await signedIn(context);
      if (user.emailVerified)
        throw badRequest("EMAIL_ALREADY_VERIFIED", "Votre adresse e-mail est déjà confirmée.");
      await limit(context, `verify:${user.id}`, 10 * 60, 3);
      return { email: user.email, callbackURL: CONFIRMED_CALLBACK };
    },
  },
  "POST /update-user": {
    fallback: "Erreur lors de la mise à jour du nom",
    hideSuccessBody: true,
    async prepare(body) {
      return profileNameSchema.parse(body);
    },
  },
  "POST /change-email": {
    fallback: "Erreur lors de la mise à jour de l'email",
    hideSuccessBody: true,
    async prepare(body, context) {
      const user = await signedIn(context);
      const input = profileEmailSchema.parse(body);
      if (input.email === user.email)
        throw badRequest("SAME_EMAIL", "C'est déjà votre adresse e-mail actuelle.", {
          email: "C'est déjà votre adresse e-mail actuelle.",
        });
      await limit(context, `change-email:${user.id}`, 10 * 60, 5);
      return { newEmail: input.email, callbackURL: EMAIL_CHANGED_CALLBACK };
    },
  },
  "POST /change-password": {
    fallback: "Erreur lors de la mise à jour du mot de passe",
    hideSuccessBody: true,
    async prepare(body, context) {
      const input = profilePasswordSchema(context.config.PASSWORD_MIN_LENGTH).parse(body);
      const user = await signedIn(context);
      refuseWeakPassword(input.newPassword, "newPassword", { email: user.email, name: user.name });
      await limit(context, `change-password:${user.id}`, 10 * 60, 5);
      // A change of password signs out the account's other sessions (docs/product/accounts.md#profile).
      return {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      };
    },
  },
  ...TWO_FACTOR_BRIDGE_RULES,
};
