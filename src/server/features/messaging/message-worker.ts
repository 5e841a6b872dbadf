import { and, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { messageOptOuts, messageOutbox } from "#server/db/schema";
import { createJobQueue, type JobKind, type JobQueue, type QueueTable } from "#server/workers/job-queue";
import type { ChannelSenders, MessageChannel, SendResult } from "./channel-sender";
import { enqueueMessage, recordOptOut, refusalReason } from "./message-outbox";

export const MESSAGE_MAX_ATTEMPTS = 8;

export const CEILING_REASON = "Plafond quotidien atteint : envoi demain.";

export type MessageWorker = JobQueue;

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

/** The message outbox as the job queue sees it (decision 094). */
const MESSAGE_QUEUE: QueueTable = {
  table: messageOutbox,
  id: messageOutbox.id,
  state: messageOutbox.state,
  attempts: messageOutbox.attempts,
  nextAttemptAt: messageOutbox.nextAttemptAt,
  createdAt: messageOutbox.createdAt,
  reason: messageOutbox.reason,
  reasonMaxLength: 500,
  sentAt: messageOutbox.sentAt,
  failedAt: messageOutbox.failedAt,
  updatedAt: messageOutbox.updatedAt,
};

type QueuedMessage = typeof messageOutbox.$inferSelect;

/**
 * One job kind per channel this instance has a sender for (decision 081): an instance without a
 * channel's settings leaves its messages to one that has them. Before a claim the daily ceiling is
 * checked; before a send, a refused number. The job queue claims, leases, retries and records.
 */
export function messageJobKinds(options: Omit<MessageWorkerOptions, "pollMs" | "batchSize">): JobKind[] {
  const { db, senders, logger, dailyCeilings = {}, onCeiling } = options;

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

  /** How many of the channel's messages may go now: what is left of its day, or a whole batch. */
  async function allowance(channel: MessageChannel): Promise<number | undefined> {
    const ceiling = dailyCeilings[channel];
    if (ceiling === undefined) return undefined;
    const left = ceiling - (await usedToday(channel));
    if (left <= 0) await holdUntilTomorrow(channel, ceiling);
    return Math.max(0, left);
  }

  async function send(channel: MessageChannel, message: QueuedMessage): Promise<SendResult> {
    const sender = senders[channel];
    if (!sender) return { ok: false, retryable: true, reason: "Canal non configuré sur ce serveur." };
    if (channel !== "push") {
      const [refusal] = await db
        .select()
        .from(messageOptOuts)
        .where(eq(messageOptOuts.phone, message.toAddress));
      if (refusal) return { ok: false, retryable: false, reason: refusalReason(refusal) };
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
      await recordOptOut(db, message.toAddress, channel, channel === "sms" ? "STOP" : "arrêt dans WhatsApp");
    // WhatsApp first, else SMS (decision 082): a number WhatsApp cannot reach gets the same text by SMS.
    if (!result.ok && channel === "whatsapp" && !result.retryable && !result.refused && senders.sms)
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
    return result;
  }

  return (Object.keys(senders) as MessageChannel[]).map(
    (channel): JobKind<QueuedMessage> => ({
      name: `${channel} message`,
      queue: MESSAGE_QUEUE,
      where: eq(messageOutbox.channel, channel),
      maxAttempts: MESSAGE_MAX_ATTEMPTS,
      prepare: () => allowance(channel),
      async run(message) {
        const result = await send(channel, message);
        return result.ok ? { ok: true, set: { providerMessageId: result.providerMessageId } } : result;
      },
    }),
  ) as JobKind[];
}

/**
 * A job queue that sends only the messages: for the tests of the channels. The server runs one queue
 * for every kind (main.ts).
 */
export function createMessageWorker(options: MessageWorkerOptions): MessageWorker {
  return createJobQueue({ ...options, kinds: messageJobKinds(options) });
}
