import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { departures } from "#server/db/schema";
import { type Dropoff, showsDropoff, usefulDropoff } from "#shared/departures/dropoff";

/**
 * The drop-off place and deadline of the departure a parcel booked, read when shown, so an edit of the
 * departure reaches every screen and e-mail after it (docs/product/departures.md#drop-off-for-the-client).
 * Null when the parcel has no departure, no longer needs it (received, refused) or the departure says
 * neither; no query then.
 */
export async function parcelDropoff(
  executor: Executor,
  parcel: { status: string; departureId: string | null },
): Promise<Dropoff | null> {
  if (parcel.departureId === null || !showsDropoff(parcel.status)) return null;
  const [departure] = await executor
    .select({ place: departures.dropoffPlace, deadline: departures.dropoffDeadline })
    .from(departures)
    .where(eq(departures.id, parcel.departureId));
  if (!departure) return null;
  return usefulDropoff(parcel.status, {
    place: departure.place,
    deadline: departure.deadline?.toISOString() ?? null,
  });
}
