import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import type {
  MarkPaidBody,
  ParcelPage,
  ParcelSearchQuery,
  ResetBody,
  StatusChangeBody,
} from "#shared/admin/admin-parcels";
import { type ParcelDetailResponse, parcelDetailResponseSchema } from "#shared/tracking/tracking-schemas";
import { refreshAfter } from "../admin-changes";
import { adminKeys } from "../admin-query-keys";
import { searchQuery } from "../common/search-query";
import type { BalanceAction } from "../payments/balance-panel";

/** The parcel list and the action dialog's calls to /api/admin/parcels. */

/** `enabled: false` while the list does not know yet which filter it opens on. */
export function useParcelSearch(query: ParcelSearchQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.parcels.list(query),
    enabled,
    queryFn: ({ signal }) => apiFetch<ParcelPage>(`/api/admin/parcels?${searchQuery(query)}`, { signal }),
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
  | BalanceAction;

/** How the action dialog's parts send an action; on success the dialog says `success`. */
export type RunAction = (input: ParcelAction, success: string, onSettled?: () => void) => void;

const isBalance = (kind: ParcelAction["kind"]) => kind.startsWith("balance/");

/**
 * The actions of the dialog. On any outcome, 409 included, what the action reaches is refetched
 * (decision 068): the dialog's detail, the lists, the statistics and, for a status, the departures.
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
    onSuccess: (detail: ParcelDetailResponse) =>
      queryClient.setQueryData(adminKeys.parcels.detail(parcelId), detail),
    // Not awaited: the caller's own callbacks (closing a confirmation…) run at once, not after the refetch.
    onSettled: (_data, _error, { kind }) => {
      void refreshAfter(queryClient, {
        kind: isBalance(kind) ? "parcel-balance" : "parcel-status",
        parcelId,
      });
    },
  });
}
