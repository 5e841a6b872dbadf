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
 * An administrator whose session lacks the second factor where it is required — not set up, or not
 * proved on this session (docs/product/accounts.md#second-factor): the server answers no admin view.
 */
export function lacksSecondFactor(user: SessionUser): boolean {
  return user.mustSetUpTwoFactor || user.mustVerifyTwoFactor;
}

/**
 * The private pages such an administrator may still open: its own account (devices, data, sign-out)
 * and the page where it gets the factor. Every other one sends it there.
 */
export function openWithoutSecondFactor(pathname: string): boolean {
  return pathname === "/profile" || pathname === TWO_FACTOR_SETUP_PATH;
}

/**
 * Where a signed-in user belongs when no page asked for them (docs/product/public-site.md#access): the
 * admin on the dashboard (or first on the two-step set-up where it is required), an unconfirmed client
 * on the waiting page, everybody else home.
 */
export function landingPath(user: SessionUser): string {
  if (lacksSecondFactor(user)) return TWO_FACTOR_SETUP_PATH;
  if (user.role === "admin") return "/admin-dashboard";
  if (needsConfirmation(user)) return "/waiting-confirmation";
  return "/";
}
