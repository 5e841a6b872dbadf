import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * One browser of a client that accepted push messages (docs/decisions/083-web-push.md): the push
 * service's endpoint and the keys its messages are encrypted with. An endpoint is one browser profile:
 * unique, and it belongs to whoever subscribed it last. The row is deleted when its owner turns push
 * off there, deletes the account, or when the push service answers that it is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  "push_subscription",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and authentication secret (base64url), from PushSubscription.toJSON(). */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** 'Chrome sur Android', from the user agent at subscription time, for the profile's list. */
    device: text("device").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last time the push service accepted a message for it. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("push_subscription_endpoint_uq").on(table.endpoint),
    index("push_subscription_user_idx").on(table.userId),
  ],
);
