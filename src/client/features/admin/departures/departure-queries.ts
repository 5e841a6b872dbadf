import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PARCELS_QUERY_KEY } from "#client/features/tracking";
import { apiFetch } from "#client/lib/api-client";
import {
  type DepartureMoveBody,
  type DepartureMoveResult,
  departureMoveResultSchema,
} from "#shared/departures/departure-moves";
import { ADMIN_KEY } from "../parcels/parcel-queries";

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
    // A whole-departure move changes parcels, dates' counts and statistics: every admin query refreshes.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      void queryClient.invalidateQueries({ queryKey: PARCELS_QUERY_KEY });
    },
  });
}
