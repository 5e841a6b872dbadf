import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { messageOptOuts, messageOutbox } from "#server/db/schema";
// The e-mails' back-off, 30 s, 1 min, 2 min… capped at one hour (decision 007).
import { retryDelaySeconds } from "#server/features/mail";
import { createPollingLoop } from "#server/workers/polling-loop";
import type { ChannelSenders, MessageChannel, SendResult } from "./channel-sender";
import { enqueueMessage, recordOptOut, refusalReason } from "./message-outbox";

export const MESSAGE_MAX_ATTEMPTS = 8;
/** How long a claimed message is reserved for the worker that claimed it, should that worker die. */
const LEASE_SECONDS = 300;

export const CEILING_REASON = "Plafond quotidien atteint : envoi demain.";

export interface MessageWorker {
  /** Sends every message due now on the channels this instance has; returns how many were accepted. */
  drainOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export type MessageWorkerOptions = {
  db: Db;
  senders: ChannelSenders;
  logger: FastifyBaseLogger;
  /** Most messages a channel may send per UTC day; over it they wait for the next day. */
  dailyCeilings?: Partial<Record<MessageChannel, number>>;
  /** Told once a channel reached its ceiling (the admin's alert); must be idempotent per day. */
  onCeiling?: (channel: MessageChannel, ceiling: number) => Promise<void>;
  pollMs?: number;
  batchSize?: number;
};

/**
 * Sends the queued messages (decision 081), like the e-mail outbox (decision 007): claim in one
 * statement (`FOR UPDATE SKIP LOCKED`, attempts + 1, a lease), send outside any transaction, record
 * the provider's id or the failure. Only the channels in `senders` are claimed, so an instance
 * without a channel's settings leaves its messages to one that has them. Before sending, a refused
 * number and the daily ceiling are checked.
 */
export function createMessageWorker(options: MessageWorkerOptions): MessageWorker {
  const { db, senders, logger, dailyCeilings = {}, onCeiling, pollMs = 1000, batchSize = 20 } = options;

  /** Messages a channel handed to its provider since 00:00 UTC (several instances may pass it by a batch). */
  async function usedToday(channel: MessageChannel): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.channel, channel),
          isNotNull(messageOutbox.sentAt),
          gte(messageOutbox.sentAt, sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`),
        ),
      );
    return row?.count ?? 0;
  }

  async function claim(channel: MessageChannel, limit: number) {
    const due = db
      .select({ id: messageOutbox.id })
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.channel, channel),
          eq(messageOutbox.state, "pending"),
          lte(messageOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(messageOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(messageOutbox)
      .set({
        attempts: sql`${messageOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        updatedAt: sql`now()`,
      })
      .where(inArray(messageOutbox.id, due))
      .returning();
  }

  /** Over the ceiling: what is due waits until tomorrow 00:00 UTC, and the admin is told. */
  async function holdUntilTomorrow(channel: MessageChannel, ceiling: number) {
    const held = await db
      .update(messageOutbox)
      .set({
        reason: CEILING_REASON,
        nextAttemptAt: sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '1 day'`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(messageOutbox.channel, channel),
          eq(messageOutbox.state, "pending"),
          lte(messageOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .returning({ id: messageOutbox.id });
    if (held.length > 0) {
      logger.warn({ channel, ceiling, held: held.length }, "daily message ceiling reached");
      await onCeiling?.(channel, ceiling);
    }
  }

  async function record(id: string, attempts: number, result: SendResult) {
    if (result.ok) {
      await db
        .update(messageOutbox)
        .set({
          state: "sent",
          providerMessageId: result.providerMessageId,
          sentAt: sql`now()`,
          reason: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(messageOutbox.id, id), eq(messageOutbox.state, "pending")));
      return;
    }
    const giveUp = !result.retryable || attempts >= MESSAGE_MAX_ATTEMPTS;
    await db
      .update(messageOutbox)
      .set({
        state: giveUp ? "failed" : "pending",
        reason: result.reason.slice(0, 500),
        ...(giveUp ? { failedAt: sql`now()` } : {}),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(messageOutbox.id, id), eq(messageOutbox.state, "pending")));
    logger[giveUp ? "error" : "warn"]({ messageId: id, attempts, reason: result.reason }, "message not sent");
  }

  async function drainChannel(channel: MessageChannel): Promise<number> {
    const sender = senders[channel];
    if (!sender) return 0;
    const ceiling = dailyCeilings[channel];
    let limit = batchSize;
    if (ceiling !== undefined) {
      const left = ceiling - (await usedToday(channel));
      if (left <= 0) {
        await holdUntilTomorrow(channel, ceiling);
        return 0;
      }
      limit = Math.min(limit, left);
    }
    let sent = 0;
    for (const message of await claim(channel, limit)) {
      if (channel !== "push") {
        const [refusal] = await db
          .select()
          .from(messageOptOuts)
          .where(eq(messageOptOuts.phone, message.toAddress));
        if (refusal) {
          await record(message.id, message.attempts, {
            ok: false,
            retryable: false,
            reason: refusalReason(refusal),
          });
          continue;
        }
      }
      let result: SendResult;
      try {
        result = await sender.send({
          id: message.id,
          channel,
          to: message.toAddress,
          template: message.template,
          params: message.params,
          body: message.body,
          parcelId: message.parcelId,
          attempts: message.attempts,
        });
      } catch (error) {
        result = { ok: false, retryable: true, reason: (error as Error).message ?? String(error) };
      }
      if (!result.ok && result.refused)
        await recordOptOut(
          db,
          message.toAddress,
          channel,
          channel === "sms" ? "STOP" : "arrêt dans WhatsApp",
        );
      await record(message.id, message.attempts, result);
      if (result.ok) sent++;
      // WhatsApp first, else SMS (decision 082): a number WhatsApp cannot reach gets the same text by SMS.
      else if (channel === "whatsapp" && !result.retryable && !result.refused && senders.sms)
        await enqueueMessage(db, {
          channel: "sms",
          to: message.toAddress,
          template: message.template,
          params: message.params,
          body: message.body,
          audience: message.audience === "client" ? "client" : "recipient",
          parcelId: message.parcelId,
          parcelStatus: message.parcelStatus,
          dedupeKey: `${message.dedupeKey}:sms`,
        });
    }
    return sent;
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (const channel of Object.keys(senders) as MessageChannel[]) sent += await drainChannel(channel);
    return sent;
  }

  const loop = createPollingLoop({
    pollMs,
    run: drainOnce,
    onError: (error) => logger.error({ err: error }, "message outbox failed"),
  });

  return {
    drainOnce,
    start() {
      // No channel set up on this instance: nothing to poll for.
      if (Object.keys(senders).length > 0) loop.start();
    },
    stop: loop.stop,
  };
}
