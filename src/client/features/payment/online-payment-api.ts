import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PARCELS_QUERY_KEY } from "#client/features/tracking";
import { apiFetch } from "#client/lib/api-client";
import {
  type CheckoutResponse,
  checkoutResponseSchema,
  type OnlinePaymentState,
  onlinePaymentStateSchema,
} from "#shared/payments/online-payment";

const onlineKey = (parcelId: string) => ["online-payment", parcelId] as const;

/** How often the page asks again while a payment is being confirmed. */
const CONFIRMING_POLL_MS = 2000;

/**
 * GET /api/parcels/:id/online-payment: whether `Payer maintenant` is offered, and the latest online
 * payment. While one is pending the server reads it again from the provider at each call, so the
 * page polls until it is confirmed or refused (docs/product/online-payment.md#return).
 */
export function useOnlinePayment(parcelId: string, polling: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: onlineKey(parcelId),
    queryFn: async ({ signal }) => {
      const state = await apiFetch<OnlinePaymentState>(
        `/api/parcels/${encodeURIComponent(parcelId)}/online-payment`,
        { signal, schema: onlinePaymentStateSchema },
      );
      // Confirmed: the payment page itself changes (receipt, or the balance settled).
      if (state.latest?.applied) {
        void queryClient.invalidateQueries({ queryKey: ["payment", parcelId] });
        void queryClient.invalidateQueries({ queryKey: PARCELS_QUERY_KEY });
      }
      return state;
    },
    refetchInterval: (query) =>
      polling && query.state.data?.latest?.status === "pending" ? CONFIRMING_POLL_MS : false,
  });
}

/** `Payer maintenant`: the server opens (or hands out again) the checkout; the browser goes there. */
export function useStartCheckout(parcelId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<CheckoutResponse>(`/api/parcels/${encodeURIComponent(parcelId)}/online-payment`, {
        method: "POST",
        schema: checkoutResponseSchema,
      }),
    onSuccess: (checkout) => window.location.assign(checkout.checkoutUrl),
  });
}
