import type { SessionUser } from "#shared/accounts";

/**
 * A signed-in non-admin whose address is unconfirmed only sees /waiting-confirmation
 * (docs/product/public-site.md#access).
 */
export function needsConfirmation(user: SessionUser): boolean {
  return user.role !== "admin" && !user.emailVerified;
}

/** Where an administrator without the required two-step sign-in is kept (docs/product/accounts.md#two-factor). */
export const TWO_FACTOR_SETUP_PATH = "/validation-deux-etapes";

/**
 * Where a signed-in user belongs when no page asked for them (docs/product/public-site.md#access): the
 * admin on the dashboard (or first on the two-step set-up where it is required), an unconfirmed client
 * on the waiting page, everybody else home.
 */
export function landingPath(user: SessionUser): string {
  if (user.mustSetUpTwoFactor) return TWO_FACTOR_SETUP_PATH;
  if (user.role === "admin") return "/admin-dashboard";
  if (needsConfirmation(user)) return "/waiting-confirmation";
  return "/";
}
