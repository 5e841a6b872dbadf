import { MIN_WEIGHT_GRAMS } from "../parcel-fields";

/**
 * When a departure is full (docs/product/departures.md#departure): fewer kilos left than the smallest
 * parcel. Not stored, so it can never disagree with the bookings; the server's booking check, its list
 * of dates offered (in SQL, with `ROOM_FOR_A_PARCEL_GRAMS`) and the admin's tab all use this.
 */
export const ROOM_FOR_A_PARCEL_GRAMS = MIN_WEIGHT_GRAMS;

export function isDepartureFull(departure: { capacityGrams: number | null; bookedGrams: number }): boolean {
  return (
    departure.capacityGrams !== null &&
    departure.capacityGrams - departure.bookedGrams < ROOM_FOR_A_PARCEL_GRAMS
  );
}
