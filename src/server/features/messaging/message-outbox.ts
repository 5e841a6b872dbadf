import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { consentMessages, messageOptOuts, messageOutbox } from "#server/db/schema";
import type { MessageChannel } from "./channel-sender";

export type OutgoingMessage = {
  channel: MessageChannel;
  /** E.164 for WhatsApp and SMS; for push, the id of the push subscription row. */
  to: string;
  template: string;
  params: string[];
  body: string;
  audience: "recipient" | "client";
  parcelId?: string | null;
  parcelStatus?: string | null;
  /** Unique: a second enqueue with the same key is a no-op (e.g. `parcel:<id>:<status>:recipient`). */
  dedupeKey: string;
};

/**
 * Queues a message (decision 081). Call it with the transaction of the change that causes it, so
 * both happen or neither does; the message worker sends it afterwards. Returns false when the key
 * was already queued. A number that refused the messages gets the row at once as failed with the
 * reason, so the carrier sees why nothing went (docs/product/notifications.md#consent).
 */
export async function enqueueMessage(executor: Executor, message: OutgoingMessage): Promise<boolean> {
  const refusal =
    message.channel === "push"
      ? undefined
      : (await executor.select().from(messageOptOuts).where(eq(messageOptOuts.phone, message.to)))[0];
  const inserted = await executor
    .insert(messageOutbox)
    .values({
      id: newId(),
      channel: message.channel,
      toAddress: message.to,
      template: message.template,
      params: message.params,
      body: message.body,
      audience: message.audience,
      parcelId: message.parcelId ?? null,
      parcelStatus: message.parcelStatus ?? null,
      dedupeKey: message.dedupeKey,
      ...(refusal ? { state: "failed" as const, reason: refusalReason(refusal), failedAt: new Date() } : {}),
    })
    .onConflictDoNothing({ target: messageOutbox.dedupeKey })
    .returning({ id: messageOutbox.id });
  return inserted.length > 0;
}

/** What the carrier reads for a number that refused the messages. */
export function refusalReason(refusal: { reason: string; createdAt: Date }): string {
  return `Le destinataire a refusé les messages (« ${refusal.reason} » le ${refusal.createdAt.toISOString().slice(0, 10)}).`;
}

/** The statuses a provider reports, in the order a message goes through them. */
const ORDER = { pending: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;
export type ProviderStatus = "sent" | "delivered" | "read" | "failed";

/**
 * A provider's status webhook for one of our messages: moves it forward only (a late "sent" after
 * "delivered" changes nothing; "failed" only before delivery). Returns false for an unknown id.
 */
export async function recordProviderStatus(
  executor: Executor,
  channel: MessageChannel,
  providerMessageId: string,
  status: ProviderStatus,
  reason?: string,
): Promise<boolean> {
  const earlier = (Object.keys(ORDER) as (keyof typeof ORDER)[]).filter(
    (state) =>
      ORDER[state] < ORDER[status] && !(status === "failed" && state !== "pending" && state !== "sent"),
  );
  const at = sql`now()`;
  const moved = await executor
    .update(messageOutbox)
    .set({
      state: status,
      updatedAt: at,
      ...(status === "sent" ? { sentAt: sql`coalesce(${messageOutbox.sentAt}, now())` } : {}),
      ...(status === "delivered" ? { deliveredAt: at } : {}),
      ...(status === "read"
        ? { readAt: at, deliveredAt: sql`coalesce(${messageOutbox.deliveredAt}, now())` }
        : {}),
      ...(status === "failed" ? { failedAt: at, reason: reason ?? "Échec signalé par l'opérateur." } : {}),
    })
    .where(
      and(
        eq(messageOutbox.channel, channel),
        eq(messageOutbox.providerMessageId, providerMessageId),
        inArray(messageOutbox.state, earlier),
      ),
    )
    .returning({ id: messageOutbox.id });
  if (moved.length > 0) return true;
  const [known] = await executor
    .select({ id: messageOutbox.id })
    .from(messageOutbox)
    .where(and(eq(messageOutbox.channel, channel), eq(messageOutbox.providerMessageId, providerMessageId)));
  return known !== undefined;
}

/**
 * The carrier's « Renvoyer » on a failed message: back to pending with fresh attempts, the same row
 * (so still one message per recipient per status). Refused numbers stay refused: the worker checks.
 */
export async function retryFailedMessage(executor: Executor, messageId: string): Promise<boolean> {
  const rows = await executor
    .update(messageOutbox)
    .set({
      state: "pending",
      attempts: 0,
      reason: null,
      failedAt: null,
      providerMessageId: null,
      nextAttemptAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(messageOutbox.id, messageId), eq(messageOutbox.state, "failed")))
    .returning({ id: messageOutbox.id });
  return rows.length > 0;
}

/** Marks a number as refusing (an SMS « STOP », a WhatsApp opt-out); later messages to it fail at once. */
export async function recordOptOut(
  executor: Executor,
  phone: string,
  channel: MessageChannel,
  reason: string,
): Promise<void> {
  await executor
    .insert(messageOptOuts)
    .values({ phone, channel, reason })
    .onConflictDoUpdate({ target: messageOptOuts.phone, set: { channel, reason, createdAt: sql`now()` } });
  const [refusal] = await executor.select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone));
  if (!refusal) return;
  // What still waits for that number will not go.
  await executor
    .update(messageOutbox)
    .set({ state: "failed", reason: refusalReason(refusal), failedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(messageOutbox.toAddress, phone), eq(messageOutbox.state, "pending")));
}

/** « START »: the number accepts messages again. */
export async function removeOptOut(executor: Executor, phone: string): Promise<void> {
  await executor.delete(messageOptOuts).where(eq(messageOptOuts.phone, phone));
}

/**
 * A « STOP » or « START » received by a provider's webhook, acted on once per provider message id: the
 * id is kept in the same transaction as the change of consent, so a captured, correctly signed request
 * replayed later finds it and changes nothing (decision 093). Answers whether it was acted on.
 */
export async function applyConsentMessage(
  db: Db,
  message: {
    channel: MessageChannel;
    providerMessageId: string;
    phone: string;
    action: "stop" | "start";
    reason: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(consentMessages)
      .values({
        channel: message.channel,
        providerMessageId: message.providerMessageId,
        phone: message.phone,
        action: message.action,
      })
      .onConflictDoNothing()
      .returning({ id: consentMessages.providerMessageId });
    if (fresh.length === 0) return false;
    if (message.action === "stop") await recordOptOut(tx, message.phone, message.channel, message.reason);
    else await removeOptOut(tx, message.phone);
    return true;
  });
}
