import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { DEPARTURE_STATES } from "#shared/departures/departure-state";
import { users } from "./auth";

const stateList = sql.raw(DEPARTURE_STATES.map((state) => `'${state}'`).join(", "));

/**
 * A departure the carrier published on a route on a day (docs/product/departures.md#departure,
 * docs/product/administration.md#dates): optional capacity, drop-off deadline and place, and a state.
 * One name from the table to the screens since decision 067.
 */
export const departures = pgTable(
  "departure",
  {
    id: text("id").primaryKey(),
    date: date("date", { mode: "string" }).notNull(),
    fromCountry: varchar("from_country", { length: 2 }).notNull(),
    toCountry: varchar("to_country", { length: 2 }).notNull(),
    description: text("description"),
    /** Kilos the departure can carry, in grams; null: no limit. */
    capacityGrams: integer("capacity_grams"),
    /** Parcels must be dropped off before this instant; null: no deadline. */
    dropoffDeadline: timestamp("dropoff_deadline", { withTimezone: true }),
    /** Where to drop the parcel off, as the carrier wrote it. */
    dropoffPlace: text("dropoff_place"),
    state: text("state", { enum: DEPARTURE_STATES }).notNull().default("open"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One departure per route and day; also serves "dates offered for a route from today on".
    uniqueIndex("departure_route_day_uq").on(table.fromCountry, table.toCountry, table.date),
    index("departure_day_idx").on(table.date),
    // The drop-off reminders' sweep: the departures whose deadline falls in the next day or so
    // (docs/product/departures.md#drop-off-reminder), read by a range on this index every few minutes.
    index("departure_dropoff_deadline_idx")
      .on(table.dropoffDeadline)
      .where(sql`${table.dropoffDeadline} is not null`),
    check("departure_state_check", sql`${table.state} in (${stateList})`),
    check("departure_capacity_check", sql`${table.capacityGrams} is null or ${table.capacityGrams} > 0`),
  ],
);
