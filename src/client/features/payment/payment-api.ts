import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionResource } from "#client/features/accounts";
import { PARCELS_QUERY_KEY } from "#client/features/tracking";
import { ApiError, apiFetch } from "#client/lib/api-client";
import { newUploadKey } from "#client/lib/pending-uploads";
import { pendingUploads } from "#client/lib/pending-uploads-instance";
import { type PaymentInfo, type PaymentProofSummary, paymentInfoSchema } from "#shared/parcels/request-api";

const paymentKey = (parcelId: string) => ["payment", parcelId] as const;

/** GET /api/parcels/:id/payment: the order as the payment page shows it (owner or admin). */
export function usePaymentInfo(parcelId: string) {
  return useQuery({
    queryKey: paymentKey(parcelId),
    queryFn: ({ signal }) =>
      apiFetch<PaymentInfo>(`/api/parcels/${encodeURIComponent(parcelId)}/payment`, {
        signal,
        schema: paymentInfoSchema,
      }),
  });
}

/** What became of a proof: stored, or kept in the browser until the connection returns (decision 078). */
export type SentProof = { queued: false; proof: PaymentProofSummary } | { queued: true };

/**
 * The proof (image or PDF, docs/product/parcels.md#payment-proof) and an optional transaction reference,
 * then the page refreshes. Offline, or if the connection drops on the way, it waits in the browser and
 * leaves when the connection returns, under the same Idempotency-Key: stored once whatever happens
 * (docs/product/offline.md).
 */
export function useSendProof(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: it is what keeps the proof for later (TanStack would pause it instead).
    networkMode: "always",
    mutationFn: async ({ file, reference }: { file: File; reference: string }): Promise<SentProof> => {
      const url = `/api/parcels/${encodeURIComponent(parcelId)}/payment-proof`;
      const key = newUploadKey();
      // The reference first: the server reads the fields in order, whatever the order, but small first is cheaper.
      const fields: Array<[string, string]> = reference.trim()
        ? [["transactionReference", reference.trim()]]
        : [];
      const userId = sessionResource.get().data?.id;
      const queue = async (): Promise<SentProof> => {
        if (!userId) throw new ApiError(0, "NETWORK", "La connexion a été perdue. Réessayez.");
        await pendingUploads.queue({
          key,
          userId,
          parcelId,
          url,
          fields,
          fileField: "proof",
          fileName: file.name,
          file,
          queuedAt: Date.now(),
        });
        return { queued: true };
      };
      if (!navigator.onLine) return queue();
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      form.append("proof", file, file.name);
      try {
        const proof = await apiFetch<PaymentProofSummary>(url, {
          method: "POST",
          body: form,
          headers: { "Idempotency-Key": key },
        });
        return { queued: false, proof };
      } catch (error) {
        // It may have reached the server: the same key makes the next try answer that first one.
        if (error instanceof ApiError && error.code === "NETWORK") return queue();
        throw error;
      }
    },
    onSuccess: (sent) => {
      // Kept for later: nothing changed on the server yet (and offline, a refresh would wait for the
      // connection, keeping the button busy). The queue refreshes the pages once it is sent.
      if (sent.queued) return;
      // The tracking screen says whether a proof was received: its parcels are stale too.
      void queryClient.invalidateQueries({ queryKey: PARCELS_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: paymentKey(parcelId) });
    },
  });
}
