import { z } from "zod";
import { PASSWORD_TOO_LONG } from "./accounts";

/**
 * Two-step sign-in with an authenticator app (docs/product/accounts.md#two-factor): the forms' rules
 * and texts, shared by the browser and the server.
 */

export const TOTP_DIGITS = 6;
export const BACKUP_CODE_COUNT = 10;
/** "Se souvenir de cet appareil": the code is not asked again on this browser for 30 days. */
export const TRUSTED_DEVICE_DAYS = 30;

export const CODE_REQUIRED = "Le code est requis";
export const CODE_FORMAT = `Le code doit contenir ${TOTP_DIGITS} chiffres`;
export const BACKUP_CODE_FORMAT = "Le code de secours doit ressembler à abcde-12345";
export const TWO_FACTOR_PASSWORD_REQUIRED = "Le mot de passe est requis";
export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Activez la validation en deux étapes pour accéder à l'administration.";
/** Same refusal (TWO_FACTOR_REQUIRED) for an administrator who has it, on a session that has not proved it. */
export const TWO_FACTOR_VERIFY_MESSAGE =
  "Confirmez cette connexion avec un code de votre application d'authentification pour accéder à l'administration.";
/** Said on the device that turned it on: every other session of the account has ended. */
export const OTHER_DEVICES_SIGNED_OUT =
  "Vos autres appareils ont été déconnectés : la prochaine connexion sur chacun d'eux demandera un code.";

/** The 6 digits as an app shows them, spaces allowed ("123 456"). */
const totpCodeSchema = z
  .string({ error: CODE_REQUIRED })
  .transform((value) => value.replaceAll(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, CODE_REQUIRED)
      .regex(/^\d{6}$/, CODE_FORMAT),
  );

/** Better Auth's backup codes are 10 letters and digits written 5-5 ("abcde-12345"); case and spaces forgiven. */
const backupCodeSchema = z
  .string({ error: CODE_REQUIRED })
  .transform((value) => value.replaceAll(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, CODE_REQUIRED)
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, BACKUP_CODE_FORMAT)
      .transform((value) => (value.includes("-") ? value : `${value.slice(0, 5)}-${value.slice(5)}`)),
  );

/** The code step of a sign-in, or the confirmation of a new authenticator. */
export const totpCodeFormSchema = z
  .object({ code: totpCodeSchema, trustDevice: z.boolean().default(false) })
  .strict();
export type TotpCodeForm = z.input<typeof totpCodeFormSchema>;

export const backupCodeFormSchema = z
  .object({ code: backupCodeSchema, trustDevice: z.boolean().default(false) })
  .strict();
export type BackupCodeForm = z.input<typeof backupCodeFormSchema>;

/** Turning the protection on or off, or new backup codes: the password again, whatever the session's age. */
export const twoFactorPasswordSchema = z
  .object({
    password: z
      .string({ error: TWO_FACTOR_PASSWORD_REQUIRED })
      .min(1, TWO_FACTOR_PASSWORD_REQUIRED)
      .max(128, PASSWORD_TOO_LONG),
  })
  .strict();
export type TwoFactorPasswordForm = z.input<typeof twoFactorPasswordSchema>;

/** What the set-up shows once: the QR code, the same key to type by hand, and the backup codes. */
export const twoFactorSetupSchema = z.object({
  qrCodeSvg: z.string(),
  manualKey: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });

/** The sign-in's answer: `twoFactor` when the password was right and the code step comes next. */
export const signInResultSchema = z.object({ ok: z.literal(true), twoFactor: z.boolean().optional() });
