import type { Tx } from "#server/db/database";
import { departures } from "#server/db/schema";
import { badRequest } from "#server/http/app-error";
import { todayInParis } from "#shared/calendar";
import { isDepartureFull } from "#shared/departures/departure-capacity";
import {
  DEADLINE_PASSED_MESSAGE,
  DEPARTURE_FULL_MESSAGE,
  tooHeavyForDepartureMessage,
} from "#shared/departures/departure-text";
import { DATE_NOT_OFFERED_MESSAGE } from "#shared/parcels/request-api";
import { readBookedGrams } from "./booked-kilos";
import { onRouteAndDay } from "./route-and-day";

type DepartureKey = { fromCountry: string; toCountry: string; date: string };

type Booking = DepartureKey & { weightGrams: number; now: Date };

export type LockedDeparture = {
  id: string;
  state: string;
  capacityGrams: number | null;
  dropoffDeadline: Date | null;
};

const refuse = (code: string, message: string) => badRequest(code, message, { preferredDate: message });

/**
 * Locks the departure's row `FOR UPDATE`, so that bookings on one departure run one at a time: each one
 * adds up what the previous ones committed, and 30 clients booking the last kilos at once never overbook
 * it. The lock also keeps the departure from being deleted until the parcel is saved. Undefined when the
 * route has no departure that day.
 */
export async function lockDeparture(tx: Tx, key: DepartureKey): Promise<LockedDeparture | undefined> {
  const [departure] = await tx
    .select({
      id: departures.id,
      state: departures.state,
      capacityGrams: departures.capacityGrams,
      dropoffDeadline: departures.dropoffDeadline,
    })
    .from(departures)
    .where(onRouteAndDay(key))
    .for("update");
  return departure;
}

/**
 * Takes room on a locked departure for a new parcel, or refuses (docs/product/departures.md#dates-offered):
 * the date must be offered, open, before its deadline, with room for the parcel's kilos among the kilos
 * booked (booked-kilos.ts). Returns the departure's id.
 */
export async function takeRoom(
  tx: Tx,
  departure: LockedDeparture | undefined,
  booking: Booking,
): Promise<string> {
  if (!departure || booking.date < todayInParis(booking.now) || departure.state !== "open") {
    throw refuse("DATE_NOT_OFFERED", DATE_NOT_OFFERED_MESSAGE);
  }
  if (departure.dropoffDeadline !== null && departure.dropoffDeadline <= booking.now) {
    throw refuse("DEADLINE_PASSED", DEADLINE_PASSED_MESSAGE);
  }
  if (departure.capacityGrams !== null) {
    const bookedGrams = await readBookedGrams(tx, departure.id);
    if (isDepartureFull({ capacityGrams: departure.capacityGrams, bookedGrams })) {
      throw refuse("DEPARTURE_FULL", DEPARTURE_FULL_MESSAGE);
    }
    const remaining = departure.capacityGrams - bookedGrams;
    if (booking.weightGrams > remaining) {
      throw refuse("DEPARTURE_FULL", tooHeavyForDepartureMessage(remaining));
    }
  }
  return departure.id;
}

/** Locks the departure and takes room on it: a waiting request's date choice. */
export async function bookDeparture(tx: Tx, booking: Booking): Promise<string> {
  return takeRoom(tx, await lockDeparture(tx, booking), booking);
}
