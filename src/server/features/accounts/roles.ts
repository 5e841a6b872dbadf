import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { type UserRole, users } from "#server/db/schema";
import { notifySessionChange } from "./session-cache";

/**
 * Promotes or demotes an account by e-mail (`npm run admin`, docs/product/accounts.md#roles). Returns
 * false when no account has it.
 */
export async function setRoleByEmail(db: Db, email: string, role: UserRole): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  // Running servers forget the account's cached sessions at once (session-cache.ts).
  for (const { id } of updated) await notifySessionChange(db, id);
  return updated.length > 0;
}

/**
 * An account whose e-mail is listed in ADMIN_EMAILS becomes admin (decision 009), but only once that
 * e-mail is confirmed; signing up with the address is not enough. Never demotes: `npm run admin -- grant`
 * stays.
 */
export async function promoteListedAdmin(db: Db, adminEmails: string[], userId: string): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.role === "admin" || !user.emailVerified) return false;
  if (!adminEmails.includes(user.email.toLowerCase())) return false;
  const promoted = await db
    .update(users)
    .set({ role: "admin", updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, true)))
    .returning({ id: users.id });
  return promoted.length > 0;
}
