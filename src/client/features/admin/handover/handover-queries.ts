import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { errorMessage } from "#client/lib/api-error";
import { type Handover, handoverPhotoUrl } from "#shared/parcels/handover";
import { type ParcelDetailResponse, parcelDetailResponseSchema } from "#shared/tracking/tracking-schemas";
import { refreshAfter } from "../admin-changes";
import { adminKeys } from "../admin-query-keys";
import { postCarrierPhoto } from "../common/carrier-photo";

/**
 * The handover at the arrival (docs/product/recipients.md#collection-code): the parcel becomes 'Livré'
 * with the recipient's collection code, or with the collecting person's name and ID number.
 */

export type HandoverOutcome = { detail: ParcelDetailResponse; photoError: string | null };

/**
 * Sends the handover, then its photo if one was taken. The parcel is delivered once the first call
 * succeeds: a photo that fails is reported (`photoError`), not thrown, and can be added again from the
 * handover's summary. On any outcome what a status change reaches refreshes (decision 068): a wrong
 * code lowers the parcel's `codeAttemptsLeft`.
 */
export function useHandover(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photo }: { body: Handover; photo: File | null }): Promise<HandoverOutcome> => {
      const detail = await apiFetch(`/api/admin/parcels/${encodeURIComponent(parcelId)}/handover`, {
        method: "POST",
        body,
        schema: parcelDetailResponseSchema,
      });
      // The delivered parcel is shown once its photo went too: the form stays, busy, until then.
      let photoError: string | null = null;
      if (photo)
        try {
          await postCarrierPhoto(handoverPhotoUrl(parcelId), photo);
        } catch (error) {
          // The file's own check (size, type) throws a plain Error whose message is already French.
          photoError = error instanceof Error ? error.message : errorMessage(error);
        }
      return { detail, photoError };
    },
    // The answer is the parcel as it is now (the refetch then brings the photo's URL).
    onSuccess: ({ detail }) => queryClient.setQueryData(adminKeys.parcels.detail(parcelId), detail),
    onSettled: () => {
      void refreshAfter(queryClient, { kind: "parcel-status", parcelId });
    },
  });
}
