import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { SETTLEMENT_KINDS } from "#shared/parcels/balance-settlement";
import { users } from "./auth";
import { parcels, paymentProofs } from "./parcels";

const kindList = sql.raw(SETTLEMENT_KINDS.map((kind) => `'${kind}'`).join(", "));

/**
 * Every balance of a weigh-in that was settled (docs/product/departures.md#money-received), one row
 * each, never overwritten (decision 064): paid by the client, waived by the carrier (with the reason),
 * or refunded. With the price first paid (`parcel.price_*` once `parcel.paid`), they are the money
 * received; the parcel's `balance_*` columns only describe the balance asked for now.
 */
export const balanceSettlements = pgTable(
  "balance_settlement",
  {
    id: text("id").primaryKey(),
    parcelId: text("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SETTLEMENT_KINDS }).notNull(),
    /** The balance settled, in cents and whole francs: positive paid or waived, negative refunded. */
    cents: integer("cents").notNull(),
    fcfa: integer("fcfa").notNull(),
    /** The measured weight that balance was computed for. */
    measuredWeightGrams: integer("measured_weight_grams"),
    /** The client's proof the carrier had for it, if any (the receipt gives its date and reference). */
    proofId: text("proof_id").references(() => paymentProofs.id, { onDelete: "set null" }),
    /** The carrier's reason for a waived balance. */
    note: text("note"),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("balance_settlement_kind_check", sql`${table.kind} in (${kindList})`),
    index("balance_settlement_parcel_idx").on(table.parcelId, table.createdAt),
  ],
);
