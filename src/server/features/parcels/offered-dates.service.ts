import { and, asc, eq, gte, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { availableDates } from "#server/db/schema";
import { todayInParis } from "#shared/calendar";
import type { OfferedDate } from "#shared/parcels/request-api";

/**
 * The one definition of a date offered to a client (docs/product/request.md#dates-offered): a date of
 * exactly this route, today (Paris) or later. Used by the date list, the parcel creation and the
 * notification request.
 */
export function offeredOnRoute(from: string, to: string, today: string): SQL | undefined {
  return and(
    eq(availableDates.fromCountry, from),
    eq(availableDates.toCountry, to),
    gte(availableDates.date, today),
  );
}

/** The dates offered on a route, soonest first. */
export function offeredDates(db: Db, from: string, to: string, now = new Date()): Promise<OfferedDate[]> {
  return db
    .select({ id: availableDates.id, date: availableDates.date, description: availableDates.description })
    .from(availableDates)
    .where(offeredOnRoute(from, to, todayInParis(now)))
    .orderBy(asc(availableDates.date));
}
