import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PARCELS_QUERY_KEY, parcelDetailKey } from "#client/features/tracking";
import { apiFetch } from "#client/lib/api-client";
import type { ClientPage, ClientSearchQuery } from "#shared/admin/admin-clients";
import type {
  BalanceActionBody,
  MarkPaidBody,
  ParcelPage,
  ParcelSearchQuery,
  ResetBody,
  StatusChangeBody,
} from "#shared/admin/admin-parcels";
import type { DashboardStatisticsResponse } from "#shared/admin/admin-statistics";
import type { AdminDeparture, DeparturesAdded } from "#shared/departures/admin-departures";
import type { SingleDepartureForm } from "#shared/departures/departure-form";
import { type ParcelDetailResponse, parcelDetailResponseSchema } from "#shared/tracking/tracking-schemas";

/** The admin pages' calls to /api/admin. Every change refreshes everything "admin". */

/** Every admin query starts with this key: an admin change refreshes them all. */
export const ADMIN_KEY = ["admin"] as const;

function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(name, String(value));
  return search.toString();
}

export function useStatistics() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "statistics"],
    queryFn: ({ signal }) => apiFetch<DashboardStatisticsResponse>("/api/admin/statistics", { signal }),
  });
}

/** `enabled: false` while the list does not know yet which filter it opens on. */
export function useParcelSearch(query: ParcelSearchQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...ADMIN_KEY, "parcels", query],
    enabled,
    queryFn: ({ signal }) => apiFetch<ParcelPage>(`/api/admin/parcels?${queryString(query)}`, { signal }),
    // The table keeps showing the previous page while the next one loads: no flicker when typing.
    placeholderData: keepPreviousData,
  });
}

/**
 * The money actions carry their dialog's confirmation (`confirmed: true`, and the reason a delivered
 * parcel's reset needs): docs/product/administration.md#confirmations.
 */
export type ParcelAction =
  | ({ kind: "mark-paid" } & MarkPaidBody)
  | ({ kind: "reset" } & ResetBody)
  | ({ kind: "status" } & StatusChangeBody)
  | ({ kind: "balance/validate" | "balance/waive" | "balance/refund" } & BalanceActionBody);

/** How the action dialog's parts send an action; on success the dialog says `success`. */
export type RunAction = (input: ParcelAction, success: string, onSettled?: () => void) => void;

/**
 * The three actions of the dialog. On any outcome, 409 included, everything admin and every parcel
 * query (the dialog's detail among them) is refetched.
 */
export function useParcelAction(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: ParcelAction) =>
      apiFetch(`/api/admin/parcels/${encodeURIComponent(parcelId)}/${kind}`, {
        method: "POST",
        body,
        schema: parcelDetailResponseSchema,
      }),
    // The answer is the parcel as it is now: the dialog shows it at once, before the refetch.
    onSuccess: (detail: ParcelDetailResponse) => queryClient.setQueryData(parcelDetailKey(parcelId), detail),
    // Not awaited: the caller's own callbacks (closing a confirmation…) run at once, not after the refetch.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      void queryClient.invalidateQueries({ queryKey: PARCELS_QUERY_KEY });
    },
  });
}

export function useDates() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "dates"],
    queryFn: ({ signal }) => apiFetch<AdminDeparture[]>("/api/admin/departures", { signal }),
  });
}

export type DateFields = { date: string; fromCountry: string; toCountry: string; description: string };
export type MultiDateFields = Omit<DateFields, "date"> & { dates: string[] };
/** What the single-date form sends: the shared schema's output, departure fields included. */
type DateBody = SingleDepartureForm;

export function useDateMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
  return {
    addOne: useMutation({
      mutationFn: (body: DateBody) =>
        apiFetch<DeparturesAdded>("/api/admin/departures", { method: "POST", body }),
      onSuccess,
    }),
    addSeveral: useMutation({
      mutationFn: (body: MultiDateFields) =>
        apiFetch<DeparturesAdded>("/api/admin/departures/batch", { method: "POST", body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: DateBody & { id: string }) =>
        apiFetch<AdminDeparture>(`/api/admin/departures/${id}`, { method: "PUT", body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<void>(`/api/admin/departures/${id}`, { method: "DELETE" }),
      onSuccess,
    }),
  };
}

export function useClients(query: ClientSearchQuery) {
  return useQuery({
    queryKey: [...ADMIN_KEY, "clients", query],
    queryFn: ({ signal }) => apiFetch<ClientPage>(`/api/admin/clients?${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
