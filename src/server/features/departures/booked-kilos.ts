import { eq, sql } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { departures } from "#server/db/schema";

/**
 * The one definition of the kilos booked on a departure (docs/product/departures.md#booked-kilos,
 * docs/decisions/062-one-definition-of-booked-kilos.md), a column of a select over `departure`:
 * every parcel of the departure that is not refused, by its measured weight once weighed, else by its
 * declared weight — whoever its client is, a deleted account's kept parcel included. No other
 * condition: a retried request is answered with its parcel before anything is counted, so no parcel is
 * ever left out of the sum. Used by the offered dates, the booking check and the admin's dates tab.
 *
 * Written out in SQL with its own alias: inside a one-table select Drizzle leaves column names
 * unqualified, and "id" would then mean the parcel's id.
 */
export const bookedGrams = sql<number>`(select coalesce(sum(coalesce("booked_parcel"."measured_weight_grams", "booked_parcel"."weight_grams")), 0)::int from "parcel" as "booked_parcel" where "booked_parcel"."departure_id" = "departure"."id" and "booked_parcel"."status" <> 'rejected')`;

/**
 * The same, read on its own: the booking check runs it as a statement of its own after locking the
 * departure, so that it sees every booking committed while it waited for the lock (a subquery in the
 * locking statement would read the snapshot taken before the wait).
 */
export async function readBookedGrams(tx: Tx, departureId: string): Promise<number> {
  const [row] = await tx
    .select({ booked: bookedGrams })
    .from(departures)
    .where(eq(departures.id, departureId));
  return row?.booked ?? 0;
}
