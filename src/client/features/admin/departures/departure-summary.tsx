import { Clock, MapPin, Scale } from "lucide-react";
import type { AdminDate } from "#shared/admin/admin-dates";
import { DEPARTURE_STATE_LABELS, type DepartureDisplayState } from "#shared/departures/departure-state";
import { bookedText, deadlineText } from "#shared/departures/departure-text";
import { MIN_WEIGHT_GRAMS } from "#shared/parcel-fields";

const STATE_CLASSES: Record<DepartureDisplayState, string> = {
  open: "bg-emerald-50 text-emerald-800",
  full: "bg-amber-100 text-amber-900",
  closed: "bg-stone-200 text-stone-800",
  departed: "bg-purple-50 text-purple-800",
  arrived: "bg-cyan-50 text-cyan-800",
};

/** 'Complet' is an open departure without room for the smallest parcel (docs/product/departures.md#departure). */
export function displayState(departure: AdminDate): DepartureDisplayState {
  const full =
    departure.capacityGrams !== null && departure.capacityGrams - departure.bookedGrams < MIN_WEIGHT_GRAMS;
  return departure.state === "open" && full ? "full" : departure.state;
}

/** A departure at a glance: state, kilos booked / capacity, deadline and place. */
export function DepartureSummary({ departure }: { departure: AdminDate }) {
  const state = displayState(departure);
  return (
    <>
      <p className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASSES[state]}`}>
        {DEPARTURE_STATE_LABELS[state]}
      </p>
      <p className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
        <Scale aria-hidden="true" className="size-3.5" />
        {bookedText(departure.bookedGrams, departure.capacityGrams)}
      </p>
      {departure.dropoffDeadline && (
        <p className="inline-flex items-center gap-1 text-xs text-stone-600">
          <Clock aria-hidden="true" className="size-3.5" />
          {deadlineText(departure.dropoffDeadline)}
        </p>
      )}
      {departure.dropoffPlace && (
        <p className="inline-flex items-center gap-1 text-xs text-stone-600">
          <MapPin aria-hidden="true" className="size-3.5" />
          {departure.dropoffPlace}
        </p>
      )}
    </>
  );
}
