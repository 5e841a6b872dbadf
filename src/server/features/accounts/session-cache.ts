import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Executor } from "#server/db/database";
import { changedAccountsOf } from "./account-changes";

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
  /** The client's reference (decision 100): drawn once by the database, never changed. */
  reference: string;
  /** The session's own second factor (docs/product/accounts.md#second-factor), not the account's. */
  twoFactorVerified: boolean;
}

/** Enough for every signed-in visitor of a busy hour; past it the oldest entries make room. */
const MAX_ENTRIES = 10_000;

/**
 * The session rows this process read in the last SESSION_CACHE_SECONDS, by token (decision 049), so a
 * signed-in visitor's burst of requests costs one session query, not one each. The bound it keeps: a
 * change to a session or a user (sign-out, ended session, new password, deletion, role, second factor)
 * counts at once on the instance that made it — the request that made it forgets that user's sessions —
 * and on the others as soon as PostgreSQL's notification reaches them (milliseconds), see
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

  /**
   * Forgets one user's sessions only. The generation still moves for everyone: a read of another user
   * begun meanwhile is merely not kept (one more query later), never kept stale.
   */
  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [token, entry] of this.entries) if (entry.row.id === userId) this.entries.delete(token);
  }
}

/** The PostgreSQL channel on which instances tell each other whose sessions or account changed. */
export const SESSION_CHANGES_CHANNEL = "colibri_session_changes";

/**
 * Tells every instance that this user's sessions or account changed (payload: the user's id). Also
 * for the command line (`npm run admin`), whose role changes the running servers must see at once.
 */
export async function notifySessionChange(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${userId})`);
}

/**
 * Keeps every instance's cache true to the database, user by user: a request that changed sessions or
 * an account (it says whose, account-changes.ts: sign-in and sign-out, a new password, an ended device,
 * a deletion, a role, the second factor…) forgets that user's cached sessions when it is about to be
 * answered (its work is committed, and its client cannot have sent the next request yet), and notifies
 * the others, which forget them on receipt. Any other request — a parcel, a proof, a date — leaves the
 * cache alone. An empty payload (an older instance during a rolling restart) empties the whole cache. A
 * notification that cannot be sent is logged: the others then catch up within SESSION_CACHE_SECONDS.
 */
export async function forgetSessionsOnChanges(app: FastifyInstance, cache: SessionCache): Promise<void> {
  if (!cache.enabled) return;
  const { database } = app;
  const stopListening = await database.listen(SESSION_CHANGES_CHANNEL, (userId) =>
    userId ? cache.forgetUser(userId) : cache.forgetAll(),
  );
  app.addHook("onClose", async () => {
    await stopListening().catch(() => {});
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    const changed = changedAccountsOf(request);
    if (!changed) return payload;
    for (const userId of changed) {
      cache.forgetUser(userId);
      try {
        await notifySessionChange(database.db, userId);
      } catch (error) {
        request.log.warn({ err: error }, "session change not notified to the other instances");
      }
    }
    return payload;
  });
}
