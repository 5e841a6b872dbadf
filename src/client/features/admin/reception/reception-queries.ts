import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { resizePhoto } from "#client/features/request";
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
    // Read again at each opening of a tab: another carrier receives, clients claim, meanwhile.
    staleTime: 0,
  });
}

/**
 * Sends the form: its fields, and the photos as `photo`, each made smaller first as the request
 * wizard does (a phone's 4 MB photo crosses a mobile network as ~300 KB). Every list is read again after.
 */
export function useReceiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, photos }: { fields: Record<string, string>; photos: File[] }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value.trim()) form.append(name, value);
      for (const photo of await Promise.all(photos.map(resizePhoto)))
        form.append("photo", photo.blob, photo.filename);
      return apiFetch<ReceivedOrder>(RECEPTION_PATHS.receive, { method: "POST", body: form });
    },
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
