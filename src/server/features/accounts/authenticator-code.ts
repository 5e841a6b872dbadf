import { isAPIError } from "better-auth/api";
import type { FastifyRequest } from "fastify";
import { backupCodeFormSchema, totpCodeFormSchema } from "#shared/two-factor";
import type { Auth } from "./auth";
import { toHeaders } from "./session";

/**
 * Whether `code` is, for the signed-in account of `request`, a right code of its authenticator app or
 * one of its unused backup codes (which is then used up). Checked by Better Auth's two-factor plugin
 * on the request's own session, so the secret never leaves it; a refusal is `false`, anything else
 * (the database down) is thrown. For confirmations that ask the second factor again, such as deleting
 * the account (docs/product/accounts.md#account-deletion); the caller limits the tries.
 */
export async function isAuthenticatorCode(
  auth: Auth,
  request: FastifyRequest,
  code: string,
): Promise<boolean> {
  const headers = toHeaders(request);
  const totp = totpCodeFormSchema.safeParse({ code });
  const backup = backupCodeFormSchema.safeParse({ code });
  try {
    if (totp.success) await auth.api.verifyTOTP({ body: { code: totp.data.code }, headers });
    else if (backup.success)
      await auth.api.verifyBackupCode({ body: { code: backup.data.code, disableSession: true }, headers });
    else return false;
    return true;
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return false;
    throw error;
  }
}
