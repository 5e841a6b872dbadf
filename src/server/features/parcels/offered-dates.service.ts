import { and, asc, eq, gt, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { availableDates } from "#server/db/schema";
import { todayInParis } from "#shared/calendar";
import { MIN_WEIGHT_GRAMS } from "#shared/parcel-fields";
import type { OfferedDate } from "#shared/parcels/request-api";
import { bookedGrams } from "./booked-kilos";

/**
 * The one definition of a date offered to a client (docs/product/request.md#dates-offered,
 * docs/product/departures.md#dates-offered): a date of exactly this route, today (Paris) or later,
 * whose departure is open, before its drop-off deadline, with room for the smallest parcel. Used by
 * the date list, the parcel creation, the waiting request's date choice and the notification request.
 */
export function offeredOnRoute(from: string, to: string, now: Date): SQL | undefined {
  return and(
    eq(availableDates.fromCountry, from),
    eq(availableDates.toCountry, to),
    gte(availableDates.date, todayInParis(now)),
    eq(availableDates.state, "open"),
    or(isNull(availableDates.dropoffDeadline), gt(availableDates.dropoffDeadline, now)),
    or(
      isNull(availableDates.capacityGrams),
      sql`${availableDates.capacityGrams} - ${bookedGrams} >= ${MIN_WEIGHT_GRAMS}`,
    ),
  );
}

/** The dates offered on a route, soonest first, with the kilos left and the deadline. */
export async function offeredDates(
  db: Db,
  from: string,
  to: string,
  now = new Date(),
): Promise<OfferedDate[]> {
  const rows = await db
    .select({
      id: availableDates.id,
      date: availableDates.date,
      description: availableDates.description,
      capacityGrams: availableDates.capacityGrams,
      bookedGrams,
      dropoffDeadline: availableDates.dropoffDeadline,
      dropoffPlace: availableDates.dropoffPlace,
    })
    .from(availableDates)
    .where(offeredOnRoute(from, to, now))
    .orderBy(asc(availableDates.date));
  return rows.map(({ capacityGrams, bookedGrams: booked, dropoffDeadline, ...row }) => ({
    ...row,
    remainingGrams: capacityGrams === null ? null : Math.max(0, capacityGrams - booked),
    dropoffDeadline: dropoffDeadline?.toISOString() ?? null,
  }));
}
