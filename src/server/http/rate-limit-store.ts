import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from "@fastify/rate-limit";
import { and, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { countInFixedWindow } from "#server/db/fixed-window-counter";
import { rateLimits } from "#server/db/schema";

/** The name of the general per-IP API limit: its counters are the `rate_limit` rows keyed `ip:api:<ip>`. */
export const API_LIMIT_NAME = "api";

/** A per-route limit carries its name to the store, which keys its counters `ip:<name>:<ip>`. */
export interface NamedRateLimitOptions extends RateLimitOptions {
  limitName: string;
}

export interface SharedRateLimitStoreOptions {
  db: Db;
  /** The clock in ms (tests move it to cross a window). */
  now?: () => number;
  log?: FastifyBaseLogger;
}

/**
 * @fastify/rate-limit's counters in the `rate_limit` table every server instance shares (decision 037),
 * instead of each process's memory: two instances together let through the limit, not twice it. Fixed
 * windows, counted in one atomic upsert like the per-account limits: one row per limit and IP, reset in
 * place when its window has passed; rows of a limit whose window has passed are deleted once a window.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  readonly prefix: string;
  private nextSweep = 0;

  constructor(
    private readonly options: SharedRateLimitStoreOptions,
    name: string,
  ) {
    this.prefix = `ip:${name}:`;
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => {
        this.options.log?.warn({ err: error, limit: this.prefix }, "rate limit counter unavailable");
        callback(error);
      },
    );
  }

  /** Counts one request of `key` in its current window: how many so far, and ms until the window ends. */
  async count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const { db } = this.options;
    const now = this.options.now?.() ?? Date.now();
    if (now >= this.nextSweep) {
      this.nextSweep = now + timeWindow;
      await db
        .delete(rateLimits)
        .where(
          and(
            sql`starts_with(${rateLimits.key}, ${this.prefix})`,
            lte(rateLimits.lastRequest, now - timeWindow),
          ),
        );
    }
    // A window of timeWindow ms ends just before its start + timeWindow: it restarts when it started at
    // or before now - timeWindow (timestamps are whole milliseconds).
    const row = await countInFixedWindow(db, this.prefix + key, {
      now,
      restartIfStartedBefore: now - timeWindow + 1,
    });
    const ttl = Math.min(timeWindow, Math.max(0, row.windowStart + timeWindow - now));
    return { current: row.count, ttl };
  }

  /** A route's own limit counts apart, under the name it gives (or its method and path). */
  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    const { limitName, routeInfo } = routeOptions as unknown as Partial<NamedRateLimitOptions> & {
      routeInfo?: { method?: unknown; url?: string };
    };
    return new DatabaseRateLimitStore(
      this.options,
      limitName ?? `${String(routeInfo?.method)}${routeInfo?.url}`,
    );
  }
}

/** The store class @fastify/rate-limit instantiates itself, bound to the shared database. */
export function sharedRateLimitStore(options: SharedRateLimitStoreOptions): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(options, API_LIMIT_NAME);
    }
  };
}
