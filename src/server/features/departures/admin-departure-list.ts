import { asc, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { departures } from "#server/db/schema";
import type { AdminDeparture } from "#shared/departures/admin-departures";
import { bookedGrams } from "./booked-kilos";

const columns = {
  id: departures.id,
  date: departures.date,
  fromCountry: departures.fromCountry,
  toCountry: departures.toCountry,
  description: departures.description,
  // Written out: inside a one-table select Drizzle leaves column names unqualified, and "id" would
  // then mean the parcel's id.
  parcelCount: sql<number>`(select count(*)::int from "parcel" where "parcel"."departure_id" = "departure"."id")`,
  capacityGrams: departures.capacityGrams,
  bookedGrams,
  dropoffDeadline: departures.dropoffDeadline,
  dropoffPlace: departures.dropoffPlace,
  state: departures.state,
  statusCounts: sql<
    AdminDeparture["statusCounts"]
  >`(select coalesce(json_object_agg("counts"."status", "counts"."n"), '{}'::json) from (select "parcel"."status", count(*)::int as "n" from "parcel" where "parcel"."departure_id" = "departure"."id" group by "parcel"."status") as "counts")`,
};

/**
 * Departures as the admin's dates tab shows them (docs/product/administration.md#dates): with how many
 * parcels chose each, the kilos booked and the parcels by status; soonest first, by route on a day.
 */
export async function readAdminDepartures(db: Executor, where?: SQL): Promise<AdminDeparture[]> {
  const rows = await db
    .select(columns)
    .from(departures)
    .where(where)
    .orderBy(asc(departures.date), asc(departures.fromCountry), asc(departures.toCountry));
  return rows.map(({ dropoffDeadline, ...row }) => ({
    ...row,
    dropoffDeadline: dropoffDeadline?.toISOString() ?? null,
  }));
}

/** Every departure, past ones included. */
export const listDepartures = (db: Db) => readAdminDepartures(db);
