import { and, eq, ne, not, type SQL, sql } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { availableDates, parcels } from "#server/db/schema";
import { badRequest } from "#server/http/app-error";
import { todayInParis } from "#shared/calendar";
import {
  DEADLINE_PASSED_MESSAGE,
  DEPARTURE_FULL_MESSAGE,
  tooHeavyForDepartureMessage,
} from "#shared/departures/departure-text";
import { MIN_WEIGHT_GRAMS } from "#shared/parcel-fields";
import { DATE_NOT_OFFERED_MESSAGE } from "#shared/parcels/request-api";

type Booking = {
  fromCountry: string;
  toCountry: string;
  date: string;
  weightGrams: number;
  now: Date;
  /** Parcels not to count as booked: a retried creation must not find itself in the way. */
  notCounting?: SQL;
};

const refuse = (code: string, message: string) => badRequest(code, message, { preferredDate: message });

/**
 * Takes room on a departure for a parcel, or refuses (docs/product/departures.md#dates-offered). The
 * departure's row is locked `FOR UPDATE`, so bookings on one departure run one at a time: each one adds
 * up what the previous ones committed, and 30 clients booking the last kilos at once never overbook
 * it. The lock also keeps the date from being deleted until the parcel is saved. Returns the date's id.
 */
export async function bookDeparture(tx: Tx, booking: Booking): Promise<string> {
  const [departure] = await tx
    .select({
      id: availableDates.id,
      state: availableDates.state,
      capacityGrams: availableDates.capacityGrams,
      dropoffDeadline: availableDates.dropoffDeadline,
    })
    .from(availableDates)
    .where(
      and(
        eq(availableDates.fromCountry, booking.fromCountry),
        eq(availableDates.toCountry, booking.toCountry),
        eq(availableDates.date, booking.date),
      ),
    )
    .for("update");
  if (!departure || booking.date < todayInParis(booking.now) || departure.state !== "open") {
    throw refuse("DATE_NOT_OFFERED", DATE_NOT_OFFERED_MESSAGE);
  }
  if (departure.dropoffDeadline !== null && departure.dropoffDeadline <= booking.now) {
    throw refuse("DEADLINE_PASSED", DEADLINE_PASSED_MESSAGE);
  }
  if (departure.capacityGrams !== null) {
    const [row] = await tx
      .select({
        booked: sql<number>`coalesce(sum(coalesce(${parcels.measuredWeightGrams}, ${parcels.weightGrams})), 0)::int`,
      })
      .from(parcels)
      .where(
        and(
          eq(parcels.availableDateId, departure.id),
          ne(parcels.status, "rejected"),
          booking.notCounting ? not(booking.notCounting) : undefined,
        ),
      );
    const remaining = departure.capacityGrams - (row?.booked ?? 0);
    if (remaining < MIN_WEIGHT_GRAMS) throw refuse("DEPARTURE_FULL", DEPARTURE_FULL_MESSAGE);
    if (booking.weightGrams > remaining) {
      throw refuse("DEPARTURE_FULL", tooHeavyForDepartureMessage(remaining));
    }
  }
  return departure.id;
}
