import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { parcels } from "./parcels";

/**
 * "Tenez-moi informé" on a route without dates (docs/product/request.md#notification-request).
 * `notifiedAt` stays null until the alert has been e-mailed once, when the carrier publishes a date on
 * that route.
 */
export const notificationAlerts = pgTable(
  "notification_alert",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parcelId: text("parcel_id").references(() => parcels.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    fromCountry: varchar("from_country", { length: 2 }).notNull(),
    toCountry: varchar("to_country", { length: 2 }).notNull(),
    description: text("description"),
    weightGrams: integer("weight_grams"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [
    // Open alerts of a route, found when a date is published there.
    index("notification_alert_open_route_idx")
      .on(table.fromCountry, table.toCountry)
      .where(sql`${table.notifiedAt} is null`),
    index("notification_alert_user_idx").on(table.userId),
  ],
);
