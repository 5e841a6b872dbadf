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
 * A limit of at least BATCH_FROM requests per window counts up to BATCH requests of an IP in this
 * process before adding them to the shared row in one write (decision 049). Smaller limits — sign-in,
 * sign-up, the sensitive routes — write every request and stay exact across instances.
 */
export const BATCH = 10;
export const BATCH_FROM = 10 * BATCH;

/**
 * One IP's current window as this process knows it: the shared count last read, its own requests being
 * written, and its own requests not written yet. Their sum is never below what this process let through.
 */
interface LocalWindow {
  windowStart: number;
  shared: number;
  writing: number;
  pending: number;
}

/**
 * @fastify/rate-limit's counters in the `rate_limit` table every server instance shares (decision 037),
 * instead of each process's memory: two instances together let through the limit, not twice it. Fixed
 * windows, counted in one atomic upsert like the per-account limits: one row per limit and IP, reset in
 * place when its window has passed; rows of a limit whose window has passed are deleted once a window.
 * Large limits (the general API one) are written in batches of BATCH requests, and request by request
 * over their last BATCH: one process alone is exact, and N together let through at most
 * (N − 1) × (BATCH − 1) more than the limit (decision 049).
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  readonly prefix: string;
  private nextSweep = 0;
  private readonly local = new Map<string, LocalWindow>();

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
    max: number,
  ): void {
    this.count(key, timeWindow, max).then(
      (result) => callback(null, result),
      (error: Error) => {
        this.options.log?.warn({ err: error, limit: this.prefix }, "rate limit counter unavailable");
        callback(error);
      },
    );
  }

  /** Counts one request of `key` in its current window: how many so far, and ms until the window ends. */
  async count(key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
    const now = this.options.now?.() ?? Date.now();
    if (now >= this.nextSweep) await this.sweep(now, timeWindow);
    const window = this.local.get(key);
    const current = window && now < window.windowStart + timeWindow ? window : undefined;
    const known = current ? current.shared + current.writing + current.pending : 0;
    if (current && max >= BATCH_FROM && current.pending + 1 < BATCH && known + 1 + BATCH <= max) {
      current.pending += 1;
      return { current: known + 1, ttl: current.windowStart + timeWindow - now };
    }
    // This request and those counted here since the last write, in one write; requests arriving
    // meanwhile count on from zero.
    const by = (current?.pending ?? 0) + 1;
    if (current) {
      current.pending = 0;
      current.writing += by;
    }
    // A window of timeWindow ms ends just before its start + timeWindow: it restarts when it started at
    // or before now - timeWindow (timestamps are whole milliseconds).
    const row = await countInFixedWindow(this.options.db, this.prefix + key, {
      now,
      restartIfStartedBefore: now - timeWindow + 1,
      durable: false,
      by,
    }).finally(() => {
      if (current) current.writing -= by;
    });
    const remembered = this.local.get(key);
    if (remembered?.windowStart === row.windowStart)
      remembered.shared = Math.max(remembered.shared, row.count);
    else this.local.set(key, { windowStart: row.windowStart, shared: row.count, writing: 0, pending: 0 });
    const ttl = Math.min(timeWindow, Math.max(0, row.windowStart + timeWindow - now));
    return { current: row.count, ttl };
  }

  /**
   * Once a window: the rows of this limit whose window has passed are deleted, and so are the windows
   * this process remembers (their requests not yet written belong to a window that is over).
   */
  private async sweep(now: number, timeWindow: number) {
    this.nextSweep = now + timeWindow;
    for (const [key, window] of this.local)
      if (now >= window.windowStart + timeWindow) this.local.delete(key);
    await this.options.db
      .delete(rateLimits)
      .where(
        and(
          sql`starts_with(${rateLimits.key}, ${this.prefix})`,
          lte(rateLimits.lastRequest, now - timeWindow),
        ),
      );
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
