import { and, asc, eq, gt, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { departures } from "#server/db/schema";
import { todayInParis } from "#shared/calendar";
import { ROOM_FOR_A_PARCEL_GRAMS } from "#shared/departures/departure-capacity";
import type { OfferedDate } from "#shared/parcels/request-api";
import { bookedGrams } from "./booked-kilos";
import { onRoute } from "./route-and-day";

/**
 * The one definition of a date offered to a client (docs/product/request.md#dates-offered,
 * docs/product/departures.md#dates-offered): a date of exactly this route, today (Paris) or later,
 * whose departure is open, before its drop-off deadline, with room for the smallest parcel. Used by
 * the date list and the notification request; the parcel creation and the waiting request's date
 * choice check the same rules on the locked departure (departure-booking.ts).
 */
function offeredOnRoute(from: string, to: string, now: Date): SQL | undefined {
  return and(
    onRoute({ fromCountry: from, toCountry: to }),
    gte(departures.date, todayInParis(now)),
    eq(departures.state, "open"),
    or(isNull(departures.dropoffDeadline), gt(departures.dropoffDeadline, now)),
    or(
      isNull(departures.capacityGrams),
      sql`${departures.capacityGrams} - ${bookedGrams} >= ${ROOM_FOR_A_PARCEL_GRAMS}`,
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
      id: departures.id,
      date: departures.date,
      description: departures.description,
      capacityGrams: departures.capacityGrams,
      bookedGrams,
      dropoffDeadline: departures.dropoffDeadline,
      dropoffPlace: departures.dropoffPlace,
    })
    .from(departures)
    .where(offeredOnRoute(from, to, now))
    .orderBy(asc(departures.date));
  return rows.map(({ capacityGrams, bookedGrams: booked, dropoffDeadline, ...row }) => ({
    ...row,
    remainingGrams: capacityGrams === null ? null : Math.max(0, capacityGrams - booked),
    dropoffDeadline: dropoffDeadline?.toISOString() ?? null,
  }));
}

/** Whether the route has a date offered now: a notification request is refused while it does. */
export async function routeHasOfferedDate(
  db: Executor,
  from: string,
  to: string,
  now: Date,
): Promise<boolean> {
  const [offered] = await db
    .select({ id: departures.id })
    .from(departures)
    .where(offeredOnRoute(from, to, now))
    .limit(1);
  return offered !== undefined;
}
