import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** `grouped`: an administrator's alert sent inside a digest (`grouped_into`), not alone (decision 095). */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "grouped"] as const;

/**
 * Transactional outbox (decision 007): an e-mail is inserted in the same transaction as the change that
 * causes it, then the job queue sends it (`FOR UPDATE SKIP LOCKED`, decision 094), retrying with back-off
 * until `maxAttempts`, most urgent first.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Optional key that makes a repeated enqueue of the same message a no-op. */
    dedupeKey: text("dedupe_key"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /**
     * Claimed lowest first (decision 095): 0 account e-mails, 1 the clients' e-mails, 2 the administrators'
     * alerts. Set by `enqueueEmail` from the kind.
     */
    priority: smallint("priority").notNull().default(1),
    /** The digest e-mail this alert went in, once `grouped`. */
    groupedInto: text("grouped_into"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("email_outbox_status_check", sql`${table.status} in ('pending', 'sent', 'failed', 'grouped')`),
    index("email_outbox_due_idx")
      .on(table.priority, table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("email_outbox_created_idx").on(table.createdAt.desc()),
    uniqueIndex("email_outbox_dedupe_uq").on(table.dedupeKey),
  ],
);
