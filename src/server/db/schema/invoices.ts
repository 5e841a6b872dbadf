import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { DOCUMENT_KINDS, DOCUMENT_REASONS, type IssuedDocument } from "#shared/invoices";
import { users } from "./auth";
import { balanceSettlements } from "./balance-settlements";
import { parcels } from "./parcels";

const kindList = sql.raw(DOCUMENT_KINDS.map((kind) => `'${kind}'`).join(", "));
const reasonList = sql.raw(DOCUMENT_REASONS.map((reason) => `'${reason}'`).join(", "));

/**
 * The last number given in each series (invoices, credit notes) and year (decision 084). Taken by
 * `INSERT … ON CONFLICT DO UPDATE` in the payment's own transaction: the row stays locked until that
 * transaction ends, so numbers are given one after the other across every instance, and a transaction
 * that rolls back gives its number back with it. A SEQUENCE would leave a gap there.
 */
export const documentCounters = pgTable(
  "document_counter",
  {
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    year: integer("year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.year] }),
    check("document_counter_kind_check", sql`${table.kind} in (${kindList})`),
  ],
);

/**
 * An invoice or a credit note as issued (docs/product/accounting.md): its number, its date and
 * `content`, everything it prints, frozen. Rows are only ever inserted: no code updates them, and a
 * parcel that has one is paid, so it is never deleted (an account's deletion keeps paid parcels).
 */
export const issuedDocuments = pgTable(
  "issued_document",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    reason: text("reason", { enum: DOCUMENT_REASONS }).notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** '2026-000123', 'AV-2026-000012'. */
    number: text("number").notNull().unique(),
    parcelId: text("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "restrict" }),
    /** Whose document it is; null once the account is deleted (the document itself is kept). */
    clientId: text("client_id").references(() => users.id, { onDelete: "set null" }),
    /** The balance paid or refunded it is for; null for the price paid first. */
    settlementId: text("settlement_id").references(() => balanceSettlements.id, { onDelete: "restrict" }),
    /** A credit note: the invoice it corrects. */
    correctsId: text("corrects_id").references((): AnyPgColumn => issuedDocuments.id, {
      onDelete: "restrict",
    }),
    /** Tax included: paid for an invoice, given back for a credit note (decision 084). */
    cents: integer("cents").notNull(),
    fcfa: integer("fcfa").notNull(),
    content: jsonb("content").$type<IssuedDocument>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("issued_document_sequence_uq").on(table.kind, table.year, table.sequence),
    check("issued_document_kind_check", sql`${table.kind} in (${kindList})`),
    check("issued_document_reason_check", sql`${table.reason} in (${reasonList})`),
    index("issued_document_parcel_idx").on(table.parcelId, table.issuedAt),
    index("issued_document_client_idx").on(table.clientId),
    // The accounting export reads a period in date order.
    index("issued_document_issued_idx").on(table.issuedAt),
  ],
);
