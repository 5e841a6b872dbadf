import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { RECEPTION_PATHS, type ReceivedOrder, type ReceptionClient } from "#shared/shop-orders/reception-api";
import { adminKeys } from "../admin-query-keys";

/** The carrier's lists of received orders (docs/product/reception.md). */
export type ReceptionView = "recent" | "unidentified" | "overdue";

/** Clients found by reference, name, e-mail or phone; asked from 2 characters typed. */
export function useReceptionClients(q: string) {
  return useQuery({
    queryKey: adminKeys.reception.clients(q),
    queryFn: ({ signal }) =>
      apiFetch<{ clients: ReceptionClient[] }>(`${RECEPTION_PATHS.clients}?q=${encodeURIComponent(q)}`, {
        signal,
      }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useReceivedOrders(view: ReceptionView) {
  return useQuery({
    queryKey: adminKeys.reception.list(view),
    queryFn: ({ signal }) => apiFetch<{ orders: ReceivedOrder[] }>(RECEPTION_PATHS[view], { signal }),
  });
}

/** Sends the form (fields and photos as `photo`); every list is read again after. */
export function useReceiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch<ReceivedOrder>(RECEPTION_PATHS.receive, { method: "POST", body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reception.all }),
  });
}

export type OrderAction =
  | { kind: "confirm"; orderId: string }
  | { kind: "refuse"; orderId: string }
  | { kind: "owner"; orderId: string; clientId: string };

/** Confirms or refuses a claim, or names the owner of an order to identify. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => {
      if (action.kind === "owner")
        return apiFetch<ReceivedOrder>(RECEPTION_PATHS.owner(action.orderId), {
          method: "POST",
          body: { clientId: action.clientId },
        });
      const path =
        action.kind === "confirm"
          ? RECEPTION_PATHS.confirmClaim(action.orderId)
          : RECEPTION_PATHS.refuseClaim(action.orderId);
      return apiFetch<ReceivedOrder>(path, { method: "POST" });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reception.all }),
  });
}
