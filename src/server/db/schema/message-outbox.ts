import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { parcels } from "./parcels";

/** The channels that carry a message to a phone or a browser (decision 081). */
export const MESSAGE_CHANNELS = ["whatsapp", "sms", "push"] as const;
/**
 * Where a message is: waiting to be sent (also while held by the daily ceiling), accepted by the
 * provider, delivered to the phone, read (WhatsApp only), or failed with a reason.
 */
export const MESSAGE_STATES = ["pending", "sent", "delivered", "read", "failed"] as const;

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Transactional outbox of the messages sent without a person (decision 081): queued in the
 * transaction of the change that causes them, sent by a worker (`FOR UPDATE SKIP LOCKED` + lease),
 * retried with back-off. `dedupe_key` is unique: a message is queued once whatever the instance
 * (docs/product/notifications.md#once-per-status). The provider's id links its status webhooks back.
 */
export const messageOutbox = pgTable(
  "message_outbox",
  {
    id: text("id").primaryKey(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** E.164 for WhatsApp and SMS; for push, the id of the push subscription row. */
    toAddress: text("to_address").notNull(),
    /** The template's name (a WhatsApp template approved by Meta, or the SMS text's name). */
    template: text("template").notNull(),
    /** The template's parameters, in the order of its placeholders. */
    params: jsonb("params").$type<string[]>().notNull(),
    /** The whole French text as the person reads it: the SMS body, and what the carrier sees. */
    body: text("body").notNull(),
    /** Who it is for: "recipient" or "client". */
    audience: text("audience").notNull(),
    parcelId: text("parcel_id").references(() => parcels.id, { onDelete: "cascade" }),
    /** The parcel status the message is about. */
    parcelStatus: text("parcel_status"),
    dedupeKey: text("dedupe_key").notNull(),
    state: text("state", { enum: MESSAGE_STATES }).notNull().default("pending"),
    /** Why it failed, or why it waits (the daily ceiling), in French for the carrier. */
    reason: text("reason"),
    providerMessageId: text("provider_message_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("message_outbox_channel_check", sql`${table.channel} in (${list(MESSAGE_CHANNELS)})`),
    check("message_outbox_state_check", sql`${table.state} in (${list(MESSAGE_STATES)})`),
    uniqueIndex("message_outbox_dedupe_uq").on(table.dedupeKey),
    index("message_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    index("message_outbox_parcel_idx").on(table.parcelId, table.createdAt),
    index("message_outbox_provider_idx").on(table.channel, table.providerMessageId),
    index("message_outbox_sent_day_idx").on(table.channel, table.sentAt),
  ],
);

/**
 * Numbers that refused the messages (an SMS « STOP », a WhatsApp opt-out): nothing more is sent to
 * them on any channel (docs/product/notifications.md#consent). Removed by a « START ».
 */
export const messageOptOuts = pgTable("message_opt_out", {
  /** E.164. */
  phone: text("phone").primaryKey(),
  channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
  /** What the person sent, as the carrier reads it. */
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each « STOP » / « START » acted on, by the provider's own message id (Twilio's `MessageSid`, WhatsApp's
 * `wamid`): a captured request, correctly signed, replayed later is found here and changes nothing
 * (decision 093). Only consent keywords are kept, not the other messages people send.
 */
export const consentMessages = pgTable(
  "consent_message",
  {
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    providerMessageId: text("provider_message_id").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    /** `stop` or `start`. */
    action: text("action", { enum: ["stop", "start"] }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.channel, table.providerMessageId] })],
);
