import { date, index, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A transport date the carrier published on a route (docs/product/administration.md#dates). */
export const availableDates = pgTable(
  "available_date",
  {
    id: text("id").primaryKey(),
    date: date("date", { mode: "string" }).notNull(),
    fromCountry: varchar("from_country", { length: 2 }).notNull(),
    toCountry: varchar("to_country", { length: 2 }).notNull(),
    description: text("description"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One date per route and day; also serves "dates offered for a route from today on".
    uniqueIndex("available_date_route_day_uq").on(table.fromCountry, table.toCountry, table.date),
    index("available_date_day_idx").on(table.date),
  ],
);
