import type { DepartureState } from "#shared/departures/departure-state";
import { instantOfParisTime } from "#shared/departures/paris-time";
import { kgToGrams } from "#shared/pricing";

/** One or several departures on a route, as the single- and multi-date forms send them. */
export type NewDepartures = {
  fromCountry: string;
  toCountry: string;
  description: string | null;
  dates: string[];
  /** The departure's fields (docs/product/departures.md#departure); the multi-date form sends none. */
  departure?: DepartureFields;
};

export type DepartureFields = {
  capacityKg: number | null;
  /** Paris wall-clock time, '2026-03-12T18:00'. */
  dropoffDeadline: string | null;
  dropoffPlace: string | null;
  state?: DepartureState;
};

/** The edit form: one day, and every field. */
export type DepartureEdit = Omit<NewDepartures, "dates" | "departure"> & { date: string } & DepartureFields;

export const PAST_DATE_MESSAGE = "La date doit être aujourd'hui ou dans le futur";

/** The departure's columns from the form's fields. */
export function departureColumns(fields: DepartureFields | undefined) {
  if (!fields) return {};
  return {
    capacityGrams: fields.capacityKg === null ? null : kgToGrams(fields.capacityKg),
    dropoffDeadline: fields.dropoffDeadline === null ? null : instantOfParisTime(fields.dropoffDeadline),
    dropoffPlace: fields.dropoffPlace,
    ...(fields.state ? { state: fields.state } : {}),
  };
}
