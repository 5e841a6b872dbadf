import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { adminKeys } from "./admin-query-keys";

/**
 * What each admin write changes on the server, said as the queries that show it (the table of decision
 * 068). A mutation refreshes these and nothing else; what is on screen refetches at once, the rest is
 * marked stale and refetched when it is shown again.
 */
export type AdminChange =
  /**
   * A status change (the weigh-in at reception included), 'Marquer comme payé', 'Réinitialiser le
   * statut', or a handover — a refused code too: it lowers the attempts left.
   */
  | { kind: "parcel-status"; parcelId: string }
  /** A balance validated, waived or refunded: money, neither the status nor the kilos. */
  | { kind: "parcel-balance"; parcelId: string }
  /** The photo of the scale or of the handover, shown in the parcel's dialog only. */
  | { kind: "carrier-photo"; parcelId: string }
  | { kind: "departures-added" }
  /** Only a departure no parcel chose can be deleted (docs/product/administration.md#dates-in-use). */
  | { kind: "departure-deleted" }
  /** A moved day moves the day of every parcel on it, and their messages say it. */
  | { kind: "departure-edited" }
  /** Every parcel of a departure in one status to the next, and the departure's state with them. */
  | { kind: "departure-moved" }
  /** An online payment not recorded on its parcel marked refunded: « À traiter » and the parcel's history. */
  | { kind: "online-payment-refunded"; parcelId: string };

/**
 * One parcel changed: its detail, every list that shows it (the admin's and the tracking screens'),
 * the prepared messages (its own and its departure's, whose id the caller does not hold) and the
 * clients list (its client's paid total and last activity, which orders the list).
 */
const oneParcel = (parcelId: string): QueryKey[] => [
  adminKeys.parcels.detail(parcelId),
  adminKeys.parcels.lists,
  adminKeys.parcels.trackingLists,
  adminKeys.messages.all,
  adminKeys.clients.lists,
];

/** Parcels of a departure changed, which ones the client does not know: every parcel query. */
const departureParcels: QueryKey[] = [
  adminKeys.parcels.lists,
  adminKeys.parcels.tracking,
  adminKeys.messages.all,
  adminKeys.clients.lists,
];

export function keysChangedBy(change: AdminChange): QueryKey[] {
  switch (change.kind) {
    case "parcel-status":
      // The statistics count statuses, payments and proofs; a departure counts its parcels per
      // status and books their kilos (measured ones once weighed, none for a refused parcel).
      return [...oneParcel(change.parcelId), adminKeys.statistics, adminKeys.departures.list];
    case "parcel-balance":
      // Revenue and 'À vérifier' (a balance's proof waiting) move; the kilos do not.
      return [...oneParcel(change.parcelId), adminKeys.statistics];
    case "carrier-photo":
      return [adminKeys.parcels.detail(change.parcelId)];
    case "departures-added":
    case "departure-deleted":
      return [adminKeys.departures.list];
    case "departure-edited":
      return [adminKeys.departures.list, ...departureParcels];
    case "departure-moved":
      return [adminKeys.departures.list, ...departureParcels, adminKeys.statistics];
    case "online-payment-refunded":
      return [adminKeys.onlinePayments.all, adminKeys.parcels.detail(change.parcelId)];
  }
}

/** Refreshes what the change reaches; the promise settles once what is on screen was refetched. */
export async function refreshAfter(queryClient: QueryClient, change: AdminChange): Promise<void> {
  await Promise.all(keysChangedBy(change).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
