import type { SessionUser } from "#shared/accounts";

/**
 * A signed-in non-admin whose address is unconfirmed only sees /waiting-confirmation
 * (docs/product/public-site.md#access).
 */
export function needsConfirmation(user: SessionUser): boolean {
  return user.role !== "admin" && !user.emailVerified;
}

/**
 * Where a signed-in user belongs when no page asked for them (docs/product/public-site.md#access): the
 * admin on the dashboard, an unconfirmed client on the waiting page, everybody else home.
 */
export function landingPath(user: SessionUser): string {
  if (user.role === "admin") return "/admin-dashboard";
  if (needsConfirmation(user)) return "/waiting-confirmation";
  return "/";
}
