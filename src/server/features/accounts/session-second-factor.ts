import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { sessions } from "#server/db/schema";
import { accountChangedHere } from "./account-changes";

/**
 * The second factor belongs to the session (docs/product/accounts.md#second-factor, decision 057):
 * `session.two_factor_verified` says that this session was opened, or confirmed, with an authenticator
 * code, a backup code or a trusted device. The account's `two_factor_enabled` only says that sign-ins
 * ask for it. Every session starts without it (the column's default); it is recorded
 * - when Better Auth opens a session at the end of the code step, or when the set-up's first code
 *   replaces the session (`sessionCreation`, a database hook in auth.ts);
 * - when a sign-in opens a session without asking the code (a trusted device), or a signed-in session
 *   answers a code (`recordSecondFactor`, from the bridge once Better Auth has answered);
 * - and a new password carries it over to the session that replaces this device's own.
 */

/** What Better Auth's session hook receives: the endpoint's path and, when signed in, its session. */
type HookContext = {
  path?: string;
  context?: { session?: { session?: { id?: string; twoFactorVerified?: boolean } } | null };
} | null;

const CODE_STEPS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/**
 * Better Auth is about to store a new session: the fields to add. A session opened by a code carries
 * the factor. When it replaces a signed-in session at the set-up's first code — two-step sign-in is
 * being turned on — every other session of the account ends: none of them proved anything, and a
 * password-only session left open (a stolen one included) must not outlive the protection.
 */
export async function sessionCreation(
  db: Db,
  session: { userId: string },
  context: HookContext,
): Promise<{ twoFactorVerified: boolean } | undefined> {
  const path = context?.path ?? "";
  const current = context?.context?.session?.session;
  if (CODE_STEPS.has(path)) {
    if (path === "/two-factor/verify-totp" && current?.id) {
      await db.delete(sessions).where(and(eq(sessions.userId, session.userId), ne(sessions.id, current.id)));
      accountChangedHere(session.userId);
    }
    return { twoFactorVerified: true };
  }
  // A new password replaces every session; this device keeps what it had proved.
  if (path === "/change-password") return { twoFactorVerified: current?.twoFactorVerified === true };
  return undefined;
}

/** Records the factor on the session of `token` (the token Better Auth answered with). */
export async function recordSecondFactor(db: Db, token: string): Promise<void> {
  const [updated] = await db
    .update(sessions)
    .set({ twoFactorVerified: true })
    .where(and(eq(sessions.token, token), eq(sessions.twoFactorVerified, false)))
    .returning({ userId: sessions.userId });
  if (updated) accountChangedHere(updated.userId);
}
