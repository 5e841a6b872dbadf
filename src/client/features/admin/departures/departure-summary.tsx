import { Clock, MapPin, Scale } from "lucide-react";
import type { AdminDeparture } from "#shared/departures/admin-departures";
import { isDepartureFull } from "#shared/departures/departure-capacity";
import { DEPARTURE_STATE_LABELS, type DepartureDisplayState } from "#shared/departures/departure-state";
import { bookedText, deadlineText } from "#shared/departures/departure-text";

const STATE_CLASSES: Record<DepartureDisplayState, string> = {
  open: "bg-emerald-50 text-emerald-800",
  full: "bg-amber-100 text-amber-900",
  closed: "bg-stone-200 text-stone-800",
  departed: "bg-purple-50 text-purple-800",
  arrived: "bg-cyan-50 text-cyan-800",
};

/** 'Complet' is an open departure without room for the smallest parcel (docs/product/departures.md#departure). */
export function displayState(departure: AdminDeparture): DepartureDisplayState {
  return departure.state === "open" && isDepartureFull(departure) ? "full" : departure.state;
}

/** A departure at a glance: state, kilos booked / capacity, deadline and place. */
export function DepartureSummary({ departure }: { departure: AdminDeparture }) {
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
