import { sql } from "drizzle-orm";
import type { Executor } from "./database";
import { newId } from "./ids";
import { rateLimits } from "./schema";

/**
 * Counts one event under `key` in the `rate_limit` table every server instance shares, in one atomic
 * upsert (concurrent events are all counted and exactly one sees 1). A row holds a fixed window: the time
 * it started (`lastRequest`) and its count. A row whose window started before `restartIfStartedBefore`
 * starts a new window at `now` with a count of 1. Returns the count, this event included, and when the
 * current window started.
 */
export async function countInFixedWindow(
  executor: Executor,
  key: string,
  { now, restartIfStartedBefore }: { now: number; restartIfStartedBefore: number },
): Promise<{ count: number; windowStart: number }> {
  const windowOver = sql`${rateLimits.lastRequest} < ${restartIfStartedBefore}`;
  const [row] = await executor
    .insert(rateLimits)
    .values({ id: newId(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${windowOver} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row) throw new Error("rate limit upsert returned no row");
  return row;
}
