import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** What the session check reads from the database: the session by its token, joined with its user. */
export interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  id: string;
  email: string;
  name: string | null;
  role: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean | null;
  phone: string | null;
}

/** Enough for every signed-in visitor of a busy hour; past it the oldest entries make room. */
const MAX_ENTRIES = 10_000;

/**
 * The session rows this process read in the last SESSION_CACHE_SECONDS, by token (decision 049), so a
 * signed-in visitor's burst of requests costs one session query, not one each. The bound it keeps: a
 * change to a session or a user (sign-out, ended session, new password, deletion, role) counts at once
 * on the instance that made it — every request that may change one empties this cache — and on the
 * others as soon as PostgreSQL's notification reaches them (milliseconds), see
 * `forgetSessionsOnChanges`; a change made outside the app (SQL by hand) or a notification lost while
 * reconnecting counts within SESSION_CACHE_SECONDS. Only settled sessions are kept: an unconfirmed
 * e-mail or an admin who must still set up two-step sign-in is read afresh every time, so confirming is
 * seen at once everywhere. 0 seconds: nothing is kept, nothing is listened to.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; storedAt: number }>();
  /** Bumped by every change: a read begun before it must not store what it read (it may be stale). */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): SessionRow | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt < this.ttlMs) return entry.row;
    this.entries.delete(token);
    return undefined;
  }

  /** To take before reading the database; `store` then keeps the row only if nothing changed since. */
  readStarts(): number {
    return this.generation;
  }

  store(token: string, row: SessionRow, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { row, storedAt: this.now() });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * Whether a request may change a session or a user: anything but a read, and every Better Auth route
 * (e-mail confirmation and sign-in links are GET requests that change both).
 */
export function mayChangeAccounts(request: FastifyRequest): boolean {
  const method = request.method;
  return (
    (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") || request.url.startsWith("/api/auth/")
  );
}

/** The PostgreSQL channel on which instances tell each other that sessions or users may have changed. */
export const SESSION_CHANGES_CHANNEL = "colibri_session_changes";

/**
 * Keeps every instance's cache true to the database: a request that may have changed a session or a
 * user (and was not refused) empties this instance's cache when it is about to be answered (its work is committed, and its
 * client cannot have sent the next request yet) and notifies the others, which empty theirs on
 * receipt. A notification that cannot be sent is logged: the others then catch up within
 * SESSION_CACHE_SECONDS.
 */
export async function forgetSessionsOnChanges(app: FastifyInstance, cache: SessionCache): Promise<void> {
  if (!cache.enabled) return;
  const { database } = app;
  const stopListening = await database.listen(SESSION_CHANGES_CHANNEL, () => cache.forgetAll());
  app.addHook("onClose", async () => {
    await stopListening().catch(() => {});
  });
  app.addHook("onSend", async (request, reply, payload) => {
    // A refused request changed nothing (its transaction rolled back): no query for a flood of 4xx.
    if (!mayChangeAccounts(request) || reply.statusCode >= 400) return payload;
    cache.forgetAll();
    try {
      await database.db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, '')`);
    } catch (error) {
      request.log.warn({ err: error }, "session change not notified to the other instances");
    }
    return payload;
  });
}
