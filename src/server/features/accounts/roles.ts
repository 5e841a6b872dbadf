import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type UserRole, users } from "../../db/schema";

/** Promotes or demotes an account by e-mail (A2, `npm run admin`). Returns false when no account has it. */
export async function setRoleByEmail(db: Db, email: string, role: UserRole): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
