import { apiFetch } from "#client/lib/api-client";
import type { TwoFactorSetup } from "#shared/two-factor";

/**
 * The account calls of the server (Better Auth behind the product's bridge). Bodies are the shared
 * schemas' output; every answer is `{ ok: true }` or a French ApiError.
 */
function post(path: string, body: object, redirectOnUnauthorized = true): Promise<unknown> {
  return apiFetch(`/api/auth/${path}`, { method: "POST", body, redirectOnUnauthorized });
}

// A wrong password is a 401 too: the login form shows it instead of looking for a lost session.
export const signIn = (body: { email: string; password: string }) => post("sign-in/email", body, false);

export const signUp = (body: {
  name?: string;
  email: string;
  /** E.164, when given (docs/product/recipients.md#phone-numbers). */
  phone?: string;
  password: string;
  confirmPassword: string;
}) => post("sign-up/email", body, false);

/** PUT /api/accounts/me/phone: blank removes it; answers the phone as stored. */
export const updatePhone = (body: { phone: string | null }) =>
  apiFetch<{ phone: string | null }>("/api/accounts/me/phone", { method: "PUT", body });

export const signOut = () => post("sign-out", {}, false);

export const requestPasswordReset = (body: { email: string }) => post("request-password-reset", body, false);

export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  post("reset-password", body, false);

export const sendVerificationEmail = () => post("send-verification-email", {});

export const updateName = (body: { name: string }) => post("update-user", body);

export const changeEmail = (body: { email: string }) => post("change-email", body);

export const changePassword = (body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => post("change-password", body);

// Two-step sign-in (docs/product/accounts.md#two-factor). A wrong code is a 401: the form shows it.
export const verifyTotp = (body: { code: string; trustDevice: boolean }) =>
  post("two-factor/verify-totp", body, false);

export const verifyBackupCode = (body: { code: string; trustDevice: boolean }) =>
  post("two-factor/verify-backup-code", body, false);

export const enableTwoFactor = (body: { password: string }) =>
  post("two-factor/enable", body) as Promise<TwoFactorSetup>;

export const generateBackupCodes = (body: { password: string }) =>
  post("two-factor/generate-backup-codes", body) as Promise<{ backupCodes: string[] }>;

export const disableTwoFactor = (body: { password: string }) => post("two-factor/disable", body);
