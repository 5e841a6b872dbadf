import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import {
  type AdminOnlinePayment,
  adminOnlinePaymentsSchema,
  type OnlinePaymentStatus,
  onlinePaymentsSummarySchema,
} from "#shared/payments/online-payment";
import { refreshAfter } from "../admin-changes";
import { adminKeys } from "../admin-query-keys";

type Filter = { status?: OnlinePaymentStatus; parcelId?: string; toHandle?: boolean };

/** GET /api/admin/online-payments: the latest first; one status, one parcel's, or those « À traiter ». */
export function useAdminOnlinePayments(filter: Filter) {
  const search = new URLSearchParams();
  if (filter.status) search.set("status", filter.status);
  if (filter.parcelId) search.set("parcelId", filter.parcelId);
  if (filter.toHandle) search.set("toHandle", "1");
  return useQuery({
    queryKey: adminKeys.onlinePayments.list(filter),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/admin/online-payments?${search}`, { signal, schema: adminOnlinePaymentsSchema }))
        .payments as AdminOnlinePayment[],
  });
}

/** GET /api/admin/online-payments/summary: how many approved payments could not be recorded. */
export function useOnlinePaymentsSummary() {
  return useQuery({
    queryKey: adminKeys.onlinePayments.summary,
    queryFn: ({ signal }) =>
      apiFetch("/api/admin/online-payments/summary", { signal, schema: onlinePaymentsSummarySchema }),
  });
}

/** `Marquer comme remboursé`: the money went back to the client (docs/product/online-payment.md#not-recorded). */
export function useMarkOnlinePaymentRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: Pick<AdminOnlinePayment, "id" | "parcelId">) =>
      apiFetch(`/api/admin/online-payments/${encodeURIComponent(payment.id)}/refunded`, {
        method: "POST",
        body: { confirmed: true },
        schema: onlinePaymentsSummarySchema,
      }),
    onSettled: (_data, _error, payment) => {
      void refreshAfter(queryClient, { kind: "online-payment-refunded", parcelId: payment.parcelId });
    },
  });
}
