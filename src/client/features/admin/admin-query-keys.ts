import { PARCEL_LISTS_KEY, PARCELS_QUERY_KEY, parcelDetailKey } from "#client/features/tracking";
import type { ClientSearchQuery } from "#shared/admin/admin-clients";
import type { ParcelSearchQuery } from "#shared/admin/admin-parcels";

const ADMIN = ["admin"] as const;

/**
 * Every cache key the admin pages read, from one place (decision 068). A group's key is the prefix of
 * its members' keys, so invalidating `adminKeys.parcels.lists` reaches every page and filter of the list.
 * The parcel dialog reads a parcel through the tracking feature's detail (decision 026): those keys are
 * the tracking feature's, named here under `parcels` so that a mutation finds them beside the others.
 */
export const adminKeys = {
  statistics: [...ADMIN, "statistics"] as const,
  parcels: {
    lists: [...ADMIN, "parcels"] as const,
    list: (query: ParcelSearchQuery) => [...ADMIN, "parcels", query] as const,
    detail: parcelDetailKey,
    /** The tracking screens' lists, which an admin may have open too (every parcel, with its client). */
    trackingLists: PARCEL_LISTS_KEY,
    /** Every parcel query of the tracking feature: lists and every detail. */
    tracking: PARCELS_QUERY_KEY,
  },
  departures: {
    list: [...ADMIN, "departures"] as const,
  },
  messages: {
    all: [...ADMIN, "messages"] as const,
    parcel: (parcelId: string) => [...ADMIN, "messages", "parcel", parcelId] as const,
    departure: (departureId: string) => [...ADMIN, "messages", "departure", departureId] as const,
  },
  onlinePayments: {
    all: [...ADMIN, "online-payments"] as const,
    list: (filter: { status?: string; parcelId?: string; toHandle?: boolean }) =>
      [...ADMIN, "online-payments", "list", filter] as const,
    /** The dashboard's « À traiter » badge (docs/product/online-payment.md#not-recorded). */
    summary: [...ADMIN, "online-payments", "summary"] as const,
  },
  clients: {
    lists: [...ADMIN, "clients"] as const,
    list: (query: ClientSearchQuery) => [...ADMIN, "clients", query] as const,
  },
  /** The reception of shop orders (docs/product/reception.md): its lists, and the client search. */
  reception: {
    all: [...ADMIN, "reception"] as const,
    list: (view: string) => [...ADMIN, "reception", "list", view] as const,
    clients: (q: string) => [...ADMIN, "reception", "clients", q] as const,
  },
};
