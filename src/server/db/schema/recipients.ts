import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A client's saved recipients (docs/product/recipients.md#saved-recipients): each request's recipient
 * is saved here, one per phone number, so the wizard can offer it again. A parcel keeps its own copy
 * (`parcel.recipient_*`), so editing or forgetting a saved recipient never changes a parcel.
 */
export const recipients = pgTable(
  "recipient",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    secondPhone: text("second_phone"),
    city: text("city").notNull(),
    landmark: text("landmark"),
    /** The recipient agreed to receive the parcels' messages (docs/product/notifications.md#consent). */
    messagesConsent: boolean("messages_consent").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("recipient_client_phone_uq").on(table.clientId, table.phone),
    index("recipient_client_used_idx").on(table.clientId, table.lastUsedAt.desc()),
  ],
);
