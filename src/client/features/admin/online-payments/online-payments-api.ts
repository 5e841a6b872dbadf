import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import {
  type AdminOnlinePayment,
  adminOnlinePaymentsSchema,
  type OnlinePaymentStatus,
} from "#shared/payments/online-payment";

/** GET /api/admin/online-payments: the latest first; one status, or one parcel's. */
export function useAdminOnlinePayments(filter: { status?: OnlinePaymentStatus; parcelId?: string }) {
  const search = new URLSearchParams();
  if (filter.status) search.set("status", filter.status);
  if (filter.parcelId) search.set("parcelId", filter.parcelId);
  return useQuery({
    queryKey: ["admin", "online-payments", filter.status ?? "all", filter.parcelId ?? "all"],
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/admin/online-payments?${search}`, { signal, schema: adminOnlinePaymentsSchema }))
        .payments as AdminOnlinePayment[],
  });
}
