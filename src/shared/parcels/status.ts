/** The seven statuses a parcel can be stored with (docs/product/parcels.md#statuses). */
export const PARCEL_STATUSES = [
  "pending",
  "accepted",
  "received",
  "in_transit",
  "in_delivery",
  "delivered",
  "rejected",
] as const;

export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/**
 * Values of the admin status filter. "waiting_for_dates" is never stored: it selects pending
 * parcels with no preferred date (docs/product/parcels.md#statuses), so it only exists as a filter.
 */
export const STATUS_FILTERS = [...PARCEL_STATUSES, "waiting_for_dates"] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** French labels, word for word from docs/product/parcels.md#statuses. */
export const STATUS_LABELS: Record<StatusFilter, string> = {
  pending: "En attente",
  waiting_for_dates: "En attente de date",
  accepted: "Accepté",
  received: "Reçu",
  in_transit: "En transit",
  in_delivery: "En livraison",
  delivered: "Livré",
  rejected: "Refusé",
};

/** Colour names, not CSS: the client maps each tone to its own classes. */
export type StatusTone = "yellow" | "orange" | "blue" | "indigo" | "purple" | "cyan" | "green" | "red";

export const STATUS_COLORS: Record<StatusFilter, StatusTone> = {
  pending: "yellow",
  // The specification names this one explicitly: waiting for a date is orange.
  waiting_for_dates: "orange",
  accepted: "blue",
  received: "indigo",
  in_transit: "purple",
  in_delivery: "cyan",
  delivered: "green",
  rejected: "red",
};
