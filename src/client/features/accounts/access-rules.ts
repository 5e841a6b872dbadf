import type { SessionUser } from "../../../shared/accounts";

/** Seed §6: a signed-in non-admin whose address is unconfirmed only sees /waiting-confirmation. */
export function needsConfirmation(user: SessionUser): boolean {
  return user.role !== "admin" && !user.emailVerified;
}

/**
 * Where a signed-in user belongs when no page asked for them (seed §2 post-login navigation): the
 * admin on the dashboard, an unconfirmed client on the waiting page, everybody else home.
 */
export function landingPath(user: SessionUser): string {
  if (user.role === "admin") return "/admin-dashboard";
  if (needsConfirmation(user)) return "/waiting-confirmation";
  return "/";
}
