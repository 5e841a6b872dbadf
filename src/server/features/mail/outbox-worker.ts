import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { emailOutbox } from "#server/db/schema";
import { createPollingLoop } from "#server/workers/polling-loop";
import type { MailTransport } from "./mail-transport";

export const MAX_ATTEMPTS = 10;
/** How long a claimed message is reserved for the worker that claimed it, should that worker die. */
const LEASE_SECONDS = 300;

/** 30 s, 1 min, 2 min… capped at one hour between attempts. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface OutboxWorker {
  /** Sends every message due now; returns how many were sent. Used by the loop and by tests. */
  drainOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * A periodic job of the background worker that queues e-mails (e.g. the drop-off reminders): run at
 * the worker's start, then every `everyMs`, just before a drain, so what it queues goes at once. Every
 * instance runs it: it must be idempotent (the outbox's dedupe key) and cheap (an indexed query).
 */
export interface PeriodicSweep {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Sends queued e-mails (decision 007). A message is first claimed in one statement (`FOR UPDATE SKIP LOCKED`,
 * attempts + 1, next attempt pushed back by a lease), then sent outside any transaction, so a slow SMTP
 * server never holds a database lock and several server instances never send the same message twice.
 * A worker that dies mid-send leaves the message to be retried once its lease is over.
 */
export function createOutboxWorker(options: {
  db: Db;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  pollMs?: number;
  batchSize?: number;
  sweeps?: PeriodicSweep[];
}): OutboxWorker {
  const { db, transport, logger, pollMs = 1000, batchSize = 20, sweeps = [] } = options;
  const lastSwept = new Map<string, number>();

  /** The sweeps whose time has come; one that fails is logged and tried again at its next turn. */
  async function runDueSweeps() {
    for (const sweep of sweeps) {
      const last = lastSwept.get(sweep.name);
      if (last !== undefined && Date.now() - last < sweep.everyMs) continue;
      lastSwept.set(sweep.name, Date.now());
      try {
        await sweep.run();
      } catch (error) {
        logger.error({ err: error, sweep: sweep.name }, "periodic sweep failed");
      }
    }
  }

  async function claim() {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (const message of await claim()) {
      try {
        await transport.send({
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        });
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: sql`now()`, lastError: null })
          .where(eq(emailOutbox.id, message.id));
        sent++;
      } catch (error) {
        const giveUp = message.attempts >= MAX_ATTEMPTS;
        const reason = (error as Error).message?.slice(0, 1000) ?? String(error);
        await db
          .update(emailOutbox)
          .set({
            status: giveUp ? "failed" : "pending",
            lastError: reason,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
          })
          .where(eq(emailOutbox.id, message.id));
        logger[giveUp ? "error" : "warn"](
          { emailId: message.id, attempts: message.attempts, err: error },
          giveUp ? "e-mail given up after too many failures" : "e-mail sending failed, retry scheduled",
        );
      }
    }
    return sent;
  }

  const loop = createPollingLoop({
    pollMs,
    run: () => runDueSweeps().then(drainOnce),
    onError: (error) => logger.error({ err: error }, "e-mail outbox failed"),
  });

  return {
    drainOnce,
    start: loop.start,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
