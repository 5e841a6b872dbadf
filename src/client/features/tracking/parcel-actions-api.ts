import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import type { ChooseDateBody } from "#shared/parcels/client-actions";
import { offeredDatesResponseSchema } from "#shared/parcels/request-api";
import { parcelContentsPath } from "#shared/shop-orders/parcel-contents-api";
import type { ContentItemInput } from "#shared/shop-orders/shop-order-api";
import { type ParcelDetailResponse, parcelDetailResponseSchema } from "#shared/tracking/tracking-schemas";
import { PARCEL_LISTS_KEY, PARCELS_QUERY_KEY, parcelDetailKey } from "./parcels-api";

/**
 * The client's own actions on a sent request (docs/product/parcels.md#waiting-request,
 * #client-cancel). Each answers with the parcel after the change, which replaces the detail at once;
 * the lists (status, tab counts) and the payment page are refetched.
 */

/**
 * The dates a waiting request may take: those of its route, today (Paris) or later, as the wizard
 * offers them. Its own key: the wizard caches the same address under another shape.
 */
export function useRouteDates(fromCountry: string, toCountry: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PARCELS_QUERY_KEY, "route-dates", fromCountry, toCountry],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/available-dates?from=${encodeURIComponent(fromCountry)}&to=${encodeURIComponent(toCountry)}`,
        { signal, schema: offeredDatesResponseSchema },
      ).then((body) => body.dates),
    enabled,
    staleTime: 60_000,
  });
}

function applyChange(queryClient: QueryClient, parcelId: string, response: ParcelDetailResponse) {
  queryClient.setQueryData(parcelDetailKey(parcelId), response);
  void queryClient.invalidateQueries({ queryKey: PARCEL_LISTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ["payment", parcelId] });
}

/** POST /api/parcels/:id/preferred-date: the waiting request takes a date (and a weight if it had none). */
export function useChooseDate(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseDateBody) =>
      apiFetch(`/api/parcels/${encodeURIComponent(parcelId)}/preferred-date`, {
        method: "POST",
        body,
        schema: parcelDetailResponseSchema,
      }),
    onSuccess: (response) => applyChange(queryClient, parcelId, response),
  });
}

/** POST /api/parcels/:id/cancel, sent only from the confirmation dialog. */
export function useCancelRequest(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/parcels/${encodeURIComponent(parcelId)}/cancel`, {
        method: "POST",
        body: { confirmed: true },
        schema: parcelDetailResponseSchema,
      }),
    onSuccess: (response) => applyChange(queryClient, parcelId, response),
  });
}

/** After a refusal that means the parcel changed meanwhile (409), show it as it now is. */
export function useRefreshParcel(parcelId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: parcelDetailKey(parcelId) });
    void queryClient.invalidateQueries({ queryKey: PARCEL_LISTS_KEY });
  };
}

/** PUT /api/parcels/:id/contents: the owner's lines, replaced while the request is pending. */
export function useEditContents(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ContentItemInput[]) =>
      apiFetch(parcelContentsPath(parcelId), {
        method: "PUT",
        body: { items },
        schema: parcelDetailResponseSchema,
      }),
    onSuccess: (response) => applyChange(queryClient, parcelId, response),
  });
}
