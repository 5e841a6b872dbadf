import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { users } from "#server/db/schema";

/** True when the account confirms its sign-ins with an authenticator code. */
export async function hasTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return user?.twoFactorEnabled === true;
}
