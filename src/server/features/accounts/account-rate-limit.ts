import { and, eq, gte, sql } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { rateLimits } from "#server/db/schema";
import { rateLimited } from "#server/http/rate-limit";

/** A fixed window: its length, and how many events it allows. */
export type AccountWindow = { windowSeconds: number; max: number };

/**
 * Counts one event for `key` in its fixed window and returns the window's count, this one included.
 * Counters share Better Auth's table (keys prefixed "account:"), so every server instance sees the
 * same counts; one atomic upsert, so concurrent events are all counted and exactly one sees 1.
 */
export async function countAccountEvent(
  executor: Executor,
  key: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<number> {
  const windowStart = now - windowSeconds * 1000;
  const [row] = await executor
    .insert(rateLimits)
    .values({ id: newId(), key: `account:${key}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

/** The count of `key`'s current window, without counting anything (0 once the window has passed). */
export async function accountEventCount(
  db: Db,
  key: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, `account:${key}`), gte(rateLimits.lastRequest, now - windowSeconds * 1000)),
    );
  return row?.count ?? 0;
}

/**
 * Per-account limits (docs/product/accounts.md#rate-limits), beside Better Auth's per-IP ones: an
 * attacker rotating IPs still gets only `max` tries per account and window. Sign-in does not use it:
 * a hard limit there would let anyone lock a customer out (decision 038, sign-in-guard.ts).
 */
export async function consumeAccountAttempt(
  db: Db,
  key: string,
  rule: AccountWindow,
  now = Date.now(),
): Promise<void> {
  if ((await countAccountEvent(db, key, rule.windowSeconds, now)) > rule.max) throw rateLimited();
}
