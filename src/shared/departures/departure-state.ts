/**
 * A published transport date is a departure (docs/product/departures.md). These are the states the
 * carrier stores; 'Complet' is not stored: it is an open departure with fewer kilos left than the
 * smallest parcel, so it can never disagree with the bookings.
 */
export const DEPARTURE_STATES = ["open", "closed", "departed", "arrived"] as const;
export type DepartureState = (typeof DEPARTURE_STATES)[number];

/** What a screen shows: the stored state, or 'full' for an open departure without room. */
export type DepartureDisplayState = DepartureState | "full";

export const DEPARTURE_STATE_LABELS: Record<DepartureDisplayState, string> = {
  open: "Ouvert",
  full: "Complet",
  closed: "Clos",
  departed: "Parti",
  arrived: "Arrivé",
};
