import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import {
  type ContentItemInput,
  myShopOrdersSchema,
  refusedItemsAcknowledgementSchema,
} from "#shared/shop-orders/shop-order-api";

/**
 * Ma boîte's calls (docs/product/ma-boite.md#ma-boite): the client's orders and address, the contents
 * declared, the refused list acknowledged. Every write answers or refetches the list; an order is
 * claimed through the shop-orders feature's form, which refetches it too.
 */
export const MY_SHOP_ORDERS_KEY = ["shop-orders", "mine"] as const;
export const MY_SHOP_ORDERS_PATH = "/api/shop-orders";

export function useMyShopOrders() {
  return useQuery({
    queryKey: MY_SHOP_ORDERS_KEY,
    queryFn: ({ signal }) => apiFetch(MY_SHOP_ORDERS_PATH, { schema: myShopOrdersSchema, signal }),
  });
}

/** PUT /api/shop-orders/:id/contents: the whole list of one waiting order; the answer is the new list. */
export function useDeclareContents(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ContentItemInput[]) =>
      apiFetch(`/api/shop-orders/${encodeURIComponent(orderId)}/contents`, {
        method: "PUT",
        body: { items },
        schema: myShopOrdersSchema,
      }),
    onSuccess: (list) => queryClient.setQueryData(MY_SHOP_ORDERS_KEY, list),
  });
}

export function useAcknowledgeRefusedItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch("/api/shop-orders/refused-items-acknowledgement", {
        method: "POST",
        body: {},
        schema: refusedItemsAcknowledgementSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SHOP_ORDERS_KEY }),
  });
}
