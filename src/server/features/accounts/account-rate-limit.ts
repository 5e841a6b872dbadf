import { and, eq, gte } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { countInFixedWindow } from "#server/db/fixed-window-counter";
import { rateLimits } from "#server/db/schema";
import { rateLimited } from "#server/http/rate-limit";

/** A fixed window: its length, and how many events it allows. */
export type AccountWindow = { windowSeconds: number; max: number };

/**
 * Counts one event for `key` in its fixed window and returns the window's count, this one included.
 * Counters share Better Auth's table (keys prefixed "account:"), so every server instance sees the
 * same counts (db/fixed-window-counter.ts).
 */
export async function countAccountEvent(
  executor: Executor,
  key: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<number> {
  // A window lasts windowSeconds, its last millisecond included.
  const restartIfStartedBefore = now - windowSeconds * 1000;
  return (await countInFixedWindow(executor, `account:${key}`, { now, restartIfStartedBefore })).count;
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
