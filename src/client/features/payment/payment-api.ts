import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PARCELS_QUERY_KEY } from "#client/features/tracking";
import { apiFetch } from "#client/lib/api-client";
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

/**
 * The proof (image or PDF, docs/product/parcels.md#payment-proof) and an optional transaction reference,
 * then the page refreshes.
 */
export function useSendProof(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, reference }: { file: File; reference: string }) => {
      const form = new FormData();
      // The reference first: the server reads the fields in order, whatever the order, but small first is cheaper.
      if (reference.trim()) form.append("transactionReference", reference.trim());
      form.append("proof", file, file.name);
      return apiFetch<PaymentProofSummary>(`/api/parcels/${encodeURIComponent(parcelId)}/payment-proof`, {
        method: "POST",
        body: form,
      });
    },
    onSuccess: () => {
      // The tracking screen says whether a proof was received: its parcels are stale too.
      void queryClient.invalidateQueries({ queryKey: PARCELS_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: paymentKey(parcelId) });
    },
  });
}
