import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { parcelDetailPath, parcelListPath } from "#shared/api-paths";
import {
  type ParcelTab,
  parcelDetailResponseSchema,
  parcelListSchema,
} from "#shared/tracking/tracking-schemas";

/** Every parcel query starts with this key: payment and admin mutations can invalidate them all at once. */
export const PARCELS_QUERY_KEY = ["parcels"] as const;
/** Every tab's list, whatever its search: what a change to one parcel makes stale besides its detail. */
export const PARCEL_LISTS_KEY = [...PARCELS_QUERY_KEY, "list"] as const;

/** One tab's list, page after page (keyset cursor), filtered by the search box. */
export function useParcelList(tab: ParcelTab, search: string) {
  return useInfiniteQuery({
    queryKey: [...PARCEL_LISTS_KEY, { tab, search }],
    queryFn: ({ pageParam, signal }) =>
      apiFetch(parcelListPath(tab, search, pageParam), { schema: parcelListSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // While a new search runs, the previous results stay on screen instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

export const parcelDetailKey = (id: string | null) => [...PARCELS_QUERY_KEY, "detail", id] as const;

/** One parcel with its history (the client's detail panel and the admin's action dialog). */
export function useParcelDetail(id: string | null) {
  return useQuery({
    queryKey: parcelDetailKey(id),
    queryFn: ({ signal }) =>
      apiFetch(parcelDetailPath(id ?? ""), {
        schema: parcelDetailResponseSchema,
        signal,
      }),
    enabled: id !== null,
    select: (data) => data.parcel,
  });
}
