import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * One row per upload sent with an Idempotency-Key (decision 078): a proof or a photo sent offline is
 * sent again when the connection comes back, maybe after the first try had reached the server. The
 * same key from the same account gets the first answer back instead of a second file. `reply` stays
 * null while the first try is being stored.
 */
export const uploadReplies = pgTable(
  "upload_reply",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The route and its record (`/parcels/:id/payment-proof {"id":"…"}`): a key is good for one place. */
    target: text("target").notNull(),
    reply: jsonb("reply"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idempotencyKey] })],
);
