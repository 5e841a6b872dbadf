import { sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { newId } from "#server/db/ids";
import { rateLimits } from "#server/db/schema";
import { rateLimited } from "#server/http/rate-limit";

/**
 * Per-account limits (docs/product/accounts.md#rate-limits), beside Better Auth's per-IP ones: an
 * attacker rotating IPs still gets only `max` tries per account and window. Counters share Better Auth's
 * table (keys prefixed "account:"), so every server instance sees the same counts. Fixed windows, counted
 * in one atomic upsert.
 */
export async function consumeAccountAttempt(
  db: Db,
  key: string,
  rule: { windowSeconds: number; max: number },
  now = Date.now(),
): Promise<void> {
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
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
  if ((row?.count ?? 0) > rule.max) throw rateLimited();
}
