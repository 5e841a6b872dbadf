import QRCode from "qrcode";
import { badRequest } from "#server/http/app-error";
import {
  backupCodeFormSchema,
  type TwoFactorSetup,
  totpCodeFormSchema,
  twoFactorPasswordSchema,
} from "#shared/two-factor";
import { type BridgeContext, type BridgeRule, limit, signedIn } from "./bridge-rule";
import { recordSecondFactor } from "./session-second-factor";

/**
 * Better Auth's two-factor endpoints the product offers (docs/product/accounts.md#two-factor): set up
 * an authenticator app, confirm it, the code step of a sign-in (app code or backup code), new backup
 * codes, turning it off. Each takes the shared French schemas; secrets never leave except in the set-up.
 */

type EnableAnswer = { totpURI: string; backupCodes: string[] };

/** The key inside the otpauth:// link, in groups of 4 so that it can be typed into an app by hand. */
function manualKey(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

async function setupOf(answer: EnableAnswer): Promise<TwoFactorSetup> {
  return {
    qrCodeSvg: await QRCode.toString(answer.totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
    manualKey: manualKey(answer.totpURI),
    backupCodes: answer.backupCodes,
  };
}

/**
 * Authenticator and backup codes per account, whichever device or address types them (decision 058):
 * beside the per-IP limits and the plugin's own counters, which a signed-in session's codes escape.
 */
export const CODES_PER_ACCOUNT = { windowSeconds: 15 * 60, max: 10 };

async function limitCodesPerAccount(context: BridgeContext): Promise<void> {
  const userId = await context.codeStepUserId();
  // No session and no waiting sign-in: Better Auth refuses the code by itself (401).
  if (userId)
    await limit(context, `two-factor-code:${userId}`, CODES_PER_ACCOUNT.windowSeconds, CODES_PER_ACCOUNT.max);
}

/**
 * Better Auth answered a right code with the session it opened (sign-in) or checked (signed in): that
 * session has proved the factor. When the set-up replaced the session, the hook did it (auth.ts).
 */
export async function recordFactorOfAnswer(response: Response, _prepared: unknown, context: BridgeContext) {
  if (response.status !== 200) return;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { token?: unknown } | null;
  if (typeof body?.token === "string") await recordSecondFactor(context.db, body.token);
}

export const ADMIN_KEEPS_TWO_FACTOR =
  "L'administration exige la validation en deux étapes : elle ne peut pas être désactivée sur ce compte.";

export const TWO_FACTOR_BRIDGE_RULES: Record<string, BridgeRule> = {
  // Stores a new, unconfirmed secret; the protection is on only once a code from the app is confirmed.
  "POST /two-factor/enable": {
    fallback: "Erreur lors de l'activation de la validation en deux étapes.",
    async prepare(body, context) {
      const user = await signedIn(context);
      const { password } = twoFactorPasswordSchema.parse(body);
      await limit(context, `two-factor-enable:${user.id}`, 10 * 60, 10);
      return { password };
    },
    present: async (body) => setupOf(body as EnableAnswer),
  },
  // The confirmation of a new app, the code step of a sign-in (challenge cookie), and a signed-in
  // session proving the factor it lacks (docs/product/accounts.md#second-factor).
  "POST /two-factor/verify-totp": {
    fallback: "Erreur lors de la vérification du code.",
    hideSuccessBody: true,
    async prepare(body, context) {
      const code = totpCodeFormSchema.parse(body);
      await limitCodesPerAccount(context);
      return code;
    },
    settle: recordFactorOfAnswer,
  },
  "POST /two-factor/verify-backup-code": {
    fallback: "Erreur lors de la vérification du code de secours.",
    hideSuccessBody: true,
    async prepare(body, context) {
      const code = backupCodeFormSchema.parse(body);
      await limitCodesPerAccount(context);
      return code;
    },
    settle: recordFactorOfAnswer,
  },
  "POST /two-factor/generate-backup-codes": {
    fallback: "Erreur lors de la création des codes de secours.",
    async prepare(body, context) {
      const user = await signedIn(context);
      const { password } = twoFactorPasswordSchema.parse(body);
      await limit(context, `two-factor-codes:${user.id}`, 10 * 60, 5);
      return { password };
    },
    present: async (body) => ({ backupCodes: (body as EnableAnswer).backupCodes }),
  },
  "POST /two-factor/disable": {
    fallback: "Erreur lors de la désactivation de la validation en deux étapes.",
    hideSuccessBody: true,
    async prepare(body, context) {
      const user = await signedIn(context);
      const { password } = twoFactorPasswordSchema.parse(body);
      if (user.role === "admin" && context.config.REQUIRE_ADMIN_2FA)
        throw badRequest("TWO_FACTOR_REQUIRED", ADMIN_KEEPS_TWO_FACTOR);
      await limit(context, `two-factor-disable:${user.id}`, 10 * 60, 5);
      return { password };
    },
  },
};
