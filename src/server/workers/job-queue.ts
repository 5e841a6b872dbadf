import { and, asc, eq, getTableColumns, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { createPollingLoop } from "./polling-loop";

/**
 * The one job queue (decision 094): one claim, lease, retry and record for every kind of job queued in
 * the database — e-mails, WhatsApp and SMS messages, pushes. A kind's rows live in its outbox table,
 * which stays the record its admin views, webhooks and exports read; this file is the only code that
 * moves a row from `pending` to `sent` or `failed`.
 *
 * A claim is one statement (`FOR UPDATE SKIP LOCKED`, attempts + 1, next attempt pushed back by a
 * lease), most urgent first; the work runs outside any transaction, so a slow provider never holds a
 * lock and two instances never take the same row. An instance that dies mid-job leaves the row to be
 * taken again once its lease is over: delivery is at least once.
 */

/** How long a claimed row is reserved for the instance that claimed it, should that instance die. */
export const LEASE_SECONDS = 300;

/** 30 s, 1 min, 2 min… capped at one hour between attempts (decision 007). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** What a job's run ended with: done (with columns of its record to set), or failed, for now or for good. */
export type JobResult =
  | { ok: true; set?: Record<string, unknown> }
  | { ok: false; retryable: boolean; reason: string };

/** The columns of an outbox table the queue reads and writes; its states are `pending`, `sent`, `failed`. */
export interface QueueTable {
  table: PgTable;
  id: PgColumn;
  state: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  createdAt: PgColumn;
  /** Why it failed or waits. */
  reason: PgColumn;
  reasonMaxLength: number;
  sentAt: PgColumn;
  /** Lowest first; without it, oldest first. */
  priority?: PgColumn;
  failedAt?: PgColumn;
  updatedAt?: PgColumn;
}

/** One kind of job: which rows of its table, how many tries, and how to run one. */
export interface JobKind<Row = Record<string, unknown>> {
  name: string;
  queue: QueueTable;
  /** Only these rows of the table (e.g. one channel's messages). */
  where?: SQL;
  maxAttempts: number;
  /**
   * Before each claim: how many rows may be taken now (a daily ceiling), undefined for a whole batch.
   * It may also reshape what waits (the administrators' digest).
   */
  prepare?: () => Promise<number | undefined>;
  /** Runs one claimed row (attempts already counted). Throwing counts as a failure to retry. */
  run: (row: Row) => Promise<JobResult>;
}

export interface JobQueue {
  /** Runs every job due now, each kind once; returns how many succeeded. Used by the loop and by tests. */
  drainOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** The property name Drizzle gives a column of its table, for `.set({ … })`. */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`column ${column.name} is not in its queue table`);
  return entry[0];
}

function tableKeys(queue: QueueTable) {
  const key = (column: PgColumn | undefined) => (column ? keyOf(queue.table, column) : undefined);
  return {
    state: key(queue.state) as string,
    attempts: key(queue.attempts) as string,
    nextAttemptAt: key(queue.nextAttemptAt) as string,
    reason: key(queue.reason) as string,
    sentAt: key(queue.sentAt) as string,
    failedAt: key(queue.failedAt),
    updatedAt: key(queue.updatedAt),
  };
}

/** Runs one kind: claims its due rows, runs each, records the result. */
function kindRunner(db: Db, logger: FastifyBaseLogger, kind: JobKind, batchSize: number) {
  const { queue } = kind;
  const keys = tableKeys(queue);
  const now = sql`now()`;
  const touched = () => (keys.updatedAt ? { [keys.updatedAt]: now } : {});
  const pending = eq(queue.state, "pending");

  async function claim(limit: number): Promise<Record<string, unknown>[]> {
    const order = queue.priority
      ? [asc(queue.priority), asc(queue.nextAttemptAt)]
      : [asc(queue.nextAttemptAt)];
    const due = db
      .select({ id: queue.id })
      .from(queue.table)
      .where(and(pending, lte(queue.nextAttemptAt, now), kind.where))
      .orderBy(...order)
      .limit(limit)
      .for("update", { skipLocked: true });
    const rows = (await db
      .update(queue.table)
      .set({
        [keys.attempts]: sql`${queue.attempts} + 1`,
        [keys.nextAttemptAt]: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        ...touched(),
      })
      .where(inArray(queue.id, due))
      .returning()) as Record<string, unknown>[];
    // UPDATE … RETURNING keeps no order: the most urgent, then the oldest, goes first.
    const priorityKey = queue.priority ? keyOf(queue.table, queue.priority) : undefined;
    const createdKey = keyOf(queue.table, queue.createdAt);
    return rows.sort(
      (a, b) =>
        (priorityKey ? Number(a[priorityKey]) - Number(b[priorityKey]) : 0) ||
        (a[createdKey] as Date).getTime() - (b[createdKey] as Date).getTime(),
    );
  }

  async function record(id: unknown, attempts: number, result: JobResult): Promise<void> {
    // Only a row still pending: a webhook or an opt-out may have settled it meanwhile.
    const mine = and(eq(queue.id, id), pending);
    if (result.ok) {
      await db
        .update(queue.table)
        .set({ [keys.state]: "sent", [keys.sentAt]: now, [keys.reason]: null, ...touched(), ...result.set })
        .where(mine);
      return;
    }
    const giveUp = !result.retryable || attempts >= kind.maxAttempts;
    await db
      .update(queue.table)
      .set({
        [keys.state]: giveUp ? "failed" : "pending",
        [keys.reason]: result.reason.slice(0, queue.reasonMaxLength),
        [keys.nextAttemptAt]: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
        ...(giveUp && keys.failedAt ? { [keys.failedAt]: now } : {}),
        ...touched(),
      })
      .where(mine);
    logger[giveUp ? "error" : "warn"](
      { job: kind.name, id, attempts, reason: result.reason },
      giveUp ? `${kind.name} given up` : `${kind.name} failed, retry scheduled`,
    );
  }

  return async function drainKind(): Promise<number> {
    const allowed = kind.prepare ? await kind.prepare() : undefined;
    const limit = allowed === undefined ? batchSize : Math.min(batchSize, allowed);
    if (limit <= 0) return 0;
    let done = 0;
    for (const row of await claim(limit)) {
      const attempts = Number(row[keys.attempts]);
      let result: JobResult;
      try {
        result = await kind.run(row);
      } catch (error) {
        result = { ok: false, retryable: true, reason: (error as Error).message ?? String(error) };
      }
      await record(row[keyOf(queue.table, queue.id)], attempts, result);
      if (result.ok) done++;
    }
    return done;
  };
}

/**
 * The queue over the kinds this instance runs. Each drain runs the kinds side by side (a slow
 * WhatsApp API never delays an e-mail) and each kind's batch most urgent first.
 */
export function createJobQueue(options: {
  db: Db;
  logger: FastifyBaseLogger;
  kinds: JobKind[];
  pollMs?: number;
  batchSize?: number;
}): JobQueue {
  const { db, logger, kinds, pollMs = 1000, batchSize = 20 } = options;
  const runners = kinds.map((kind) => kindRunner(db, logger, kind, batchSize));

  async function drainOnce(): Promise<number> {
    // Every kind ends its turn before a failure is reported, so `stop` never leaves one running.
    const turns = await Promise.allSettled(runners.map((drain) => drain()));
    const failure = turns.find((turn) => turn.status === "rejected");
    if (failure) throw failure.reason;
    return turns.reduce((sum, turn) => sum + (turn.status === "fulfilled" ? turn.value : 0), 0);
  }

  const loop = createPollingLoop({
    pollMs,
    run: drainOnce,
    onError: (error) => logger.error({ err: error }, "job queue failed"),
  });

  return {
    drainOnce,
    start() {
      // Nothing this instance can run (no channel set up): nothing to poll for.
      if (kinds.length > 0) loop.start();
    },
    stop: loop.stop,
  };
}
