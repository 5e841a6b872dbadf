import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  ONLINE_PAYMENT_PROBLEMS,
  ONLINE_PAYMENT_PURPOSES,
  ONLINE_PAYMENT_STATUSES,
} from "#shared/payments/online-payment";
import { users } from "./auth";
import { parcels } from "./parcels";

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Every checkout opened with a payment provider (docs/product/online-payment.md, decision 080): what it
 * pays (the price or a balance), the amount asked, the provider's transaction and its status as last
 * read from the provider. `applied_at` is set once, in the transaction that records the payment on
 * the parcel exactly as the carrier's validation does; `problem` says why an approved one was not.
 */
export const onlinePayments = pgTable(
  "online_payment",
  {
    id: text("id").primaryKey(),
    parcelId: text("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /**
     * Null while the checkout is being opened: the row is committed before the provider is called, so
     * that no lock is held during the call (decision 092); set with the provider's answer.
     */
    providerTransactionId: text("provider_transaction_id"),
    checkoutUrl: text("checkout_url"),
    purpose: text("purpose", { enum: ONLINE_PAYMENT_PURPOSES }).notNull(),
    /** The measured weight of the weigh-in whose balance it pays (null for the price). */
    measuredWeightGrams: integer("measured_weight_grams"),
    amountFcfa: integer("amount_fcfa").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ONLINE_PAYMENT_STATUSES }).notNull(),
    problem: text("problem", { enum: ONLINE_PAYMENT_PROBLEMS }),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * An approved payment that could not be recorded (`problem`) is money held for the client until the
     * carrier gives it back and says so (docs/product/online-payment.md#not-recorded, decision 097).
     */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundedBy: text("refunded_by").references(() => users.id, { onDelete: "set null" }),
    /** The next time the reconciliation re-reads it from the provider while it is pending. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    checks: integer("checks").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("online_payment_status_check", sql`${table.status} in (${list(ONLINE_PAYMENT_STATUSES)})`),
    check("online_payment_purpose_check", sql`${table.purpose} in (${list(ONLINE_PAYMENT_PURPOSES)})`),
    uniqueIndex("online_payment_transaction_uq").on(table.provider, table.providerTransactionId),
    // One open checkout per amount due: a second click reuses it (decision 080).
    uniqueIndex("online_payment_open_uq")
      .on(table.parcelId, table.purpose)
      .where(sql`${table.status} = 'pending'`),
    index("online_payment_parcel_idx").on(table.parcelId, table.createdAt),
    // The carrier's « À traiter »: approved, not recorded, not yet refunded.
    index("online_payment_to_handle_idx")
      .on(table.createdAt)
      .where(sql`${table.problem} is not null and ${table.refundedAt} is null`),
    index("online_payment_due_check_idx").on(table.nextCheckAt).where(sql`${table.status} = 'pending'`),
  ],
);
