import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import type { AdminDeparture, DeparturesAdded } from "#shared/departures/admin-departures";
import type { SingleDepartureForm } from "#shared/departures/departure-form";
import {
  type DepartureMoveBody,
  type DepartureMoveResult,
  departureMoveResultSchema,
} from "#shared/departures/departure-moves";
import { type AdminChange, refreshAfter } from "../admin-changes";
import { adminKeys } from "../admin-query-keys";

/** The departures tab's calls: the departures (`/api/admin/departures`) and the whole-departure moves. */

export function useDepartures() {
  return useQuery({
    queryKey: adminKeys.departures.list,
    queryFn: ({ signal }) => apiFetch<AdminDeparture[]>("/api/admin/departures", { signal }),
  });
}

/** The day and the route of a departure, as its form holds them. */
export type DepartureRouteFields = {
  date: string;
  fromCountry: string;
  toCountry: string;
  description: string;
};
/** Several days on one route. */
export type MultiDepartureFields = Omit<DepartureRouteFields, "date"> & { dates: string[] };

/** Each refreshes what it changed (decision 068): awaited, so a dialog closes on the fresh list. */
export function useDepartureMutations() {
  const queryClient = useQueryClient();
  const after = (change: AdminChange) => () => refreshAfter(queryClient, change);
  return {
    addOne: useMutation({
      // The single form sends the shared schema's output, the departure's capacity, deadline and place included.
      mutationFn: (body: SingleDepartureForm) =>
        apiFetch<DeparturesAdded>("/api/admin/departures", { method: "POST", body }),
      onSuccess: after({ kind: "departures-added" }),
    }),
    addSeveral: useMutation({
      mutationFn: (body: MultiDepartureFields) =>
        apiFetch<DeparturesAdded>("/api/admin/departures/batch", { method: "POST", body }),
      onSuccess: after({ kind: "departures-added" }),
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: SingleDepartureForm & { id: string }) =>
        apiFetch<AdminDeparture>(`/api/admin/departures/${id}`, { method: "PUT", body }),
      onSuccess: after({ kind: "departure-edited" }),
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<void>(`/api/admin/departures/${id}`, { method: "DELETE" }),
      onSuccess: after({ kind: "departure-deleted" }),
    }),
  };
}

/**
 * Moves every parcel of a departure from one status to the next
 * (docs/product/departures.md#whole-departure-move). The answer lists what moved and what was refused.
 */
export function useDepartureMove(departureId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepartureMoveBody): Promise<DepartureMoveResult> =>
      apiFetch(`/api/admin/departures/${encodeURIComponent(departureId)}/moves`, {
        method: "POST",
        body,
        schema: departureMoveResultSchema,
      }),
    // Not awaited: the dialog shows the answer at once.
    onSettled: () => {
      void refreshAfter(queryClient, { kind: "departure-moved" });
    },
  });
}
