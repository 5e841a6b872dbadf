import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every admin action (docs/product/administration.md#audit): who, when, which parcel, from → to, note. No
 * foreign keys on purpose: the log outlives deleted accounts and parcels, so it keeps the actor's e-mail
 * as text.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    parcelId: text("parcel_id"),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    details: jsonb("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_parcel_idx").on(table.parcelId, table.createdAt),
    index("audit_log_created_idx").on(table.createdAt.desc()),
  ],
);
