import { asc, eq, inArray } from "drizzle-orm";
import type { Executor, Tx } from "#server/db/database";
import { contentItems, parcels, shopOrders } from "#server/db/schema";
import { badRequest, conflict, notFound } from "#server/http/app-error";
import type { RepackingChoice } from "#shared/shop-orders/contents";
import {
  ORDER_NOT_FOUND,
  ORDERS_ALREADY_SENT,
  ORDERS_DUPLICATED,
  ORDERS_MIXED_PLACES,
  ORDERS_NOT_DECLARED,
  ORDERS_REPACKING_REQUIRED,
  ordersLeaveFrom,
} from "#shared/shop-orders/my-orders-messages";
import type { ParcelShopOrder } from "#shared/shop-orders/shop-order-api";
import { PLACE_ROUTES, RECEPTION_PLACE_LABELS, type ReceptionPlace } from "#shared/shop-orders/shops";
import { shopLabel } from "./shop-order-view";

export type SendTogether = {
  orderIds?: readonly string[];
  repacking?: RepackingChoice;
  fromCountry?: string;
};

/**
 * Checks of a request that sends orders together which need no database: each order once, and the
 * packing chosen when there are several (with one order there is nothing to regroup: its box travels).
 */
export function sendTogetherProblem({ orderIds = [], repacking }: SendTogether) {
  if (new Set(orderIds).size !== orderIds.length)
    return badRequest("ORDERS_DUPLICATED", ORDERS_DUPLICATED, { orderIds: ORDERS_DUPLICATED });
  if (orderIds.length > 1 && !repacking)
    return badRequest("REPACKING_REQUIRED", ORDERS_REPACKING_REQUIRED, {
      repacking: ORDERS_REPACKING_REQUIRED,
    });
  return null;
}

/**
 * The orders leave Ma boîte in the parcel just inserted (docs/product/ma-boite.md#sending-together), in
 * the creation's transaction: locked in id order (`FOR UPDATE`), each must be the client's own (else
 * 404, as if it did not exist), still waiting (else 409: a second tab sending the same orders waits for
 * the first one's lock, then finds them gone) and declared; then the orders and their content rows
 * name the parcel, and the parcel keeps the packing chosen. Any refusal rolls the whole request back.
 */
export async function sendOrdersTogether(
  tx: Tx,
  {
    clientId,
    parcelId,
    orderIds = [],
    repacking,
    fromCountry,
  }: SendTogether & { clientId: string; parcelId: string },
): Promise<void> {
  if (orderIds.length === 0) return;
  const problem = sendTogetherProblem({ orderIds, repacking });
  if (problem) throw problem;
  const sorted = [...orderIds].sort();
  const locked = await tx
    .select({
      id: shopOrders.id,
      clientId: shopOrders.clientId,
      parcelId: shopOrders.parcelId,
      place: shopOrders.place,
    })
    .from(shopOrders)
    .where(inArray(shopOrders.id, sorted))
    .orderBy(asc(shopOrders.id))
    .for("update");
  const own = locked.filter((order) => order.clientId === clientId);
  if (own.length !== sorted.length) throw notFound(ORDER_NOT_FOUND);
  if (own.some((order) => order.parcelId !== null))
    throw conflict("ORDERS_ALREADY_SENT", ORDERS_ALREADY_SENT);
  // One place, and the parcel leaves from its country (Lomé's orders take the reverse route).
  const places = [...new Set(own.map((order) => order.place))];
  if (places.length > 1)
    throw badRequest("ORDERS_MIXED_PLACES", ORDERS_MIXED_PLACES, { orderIds: ORDERS_MIXED_PLACES });
  const place = places[0] as ReceptionPlace;
  if (fromCountry !== undefined && fromCountry !== PLACE_ROUTES[place].fromCountry) {
    const message = ordersLeaveFrom(RECEPTION_PLACE_LABELS[place]);
    throw badRequest("ORDERS_WRONG_ROUTE", message, { fromCountry: message });
  }
  const declared = await tx
    .select({ orderId: contentItems.orderId })
    .from(contentItems)
    .where(inArray(contentItems.orderId, sorted))
    .groupBy(contentItems.orderId);
  if (declared.length !== sorted.length)
    throw badRequest("ORDERS_NOT_DECLARED", ORDERS_NOT_DECLARED, { orderIds: ORDERS_NOT_DECLARED });
  const now = new Date();
  await tx.update(shopOrders).set({ parcelId, updatedAt: now }).where(inArray(shopOrders.id, sorted));
  await tx.update(contentItems).set({ parcelId }).where(inArray(contentItems.orderId, sorted));
  await tx
    .update(parcels)
    .set({ repacking: repacking ?? "keep" })
    .where(eq(parcels.id, parcelId));
}

/** The orders that left Ma boîte in a parcel, as its detail lists them (client and carrier). */
export async function ordersOfParcel(db: Executor, parcelId: string): Promise<ParcelShopOrder[]> {
  const rows = await db
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.parcelId, parcelId))
    .orderBy(asc(shopOrders.receivedAt), asc(shopOrders.id));
  return rows.map((row) => ({
    id: row.id,
    shop: row.shop,
    shopLabel: shopLabel(row),
    trackingNumber: row.trackingNumber,
    orderNumber: row.orderNumber,
    weightGrams: row.weightGrams,
    receivedAt: row.receivedAt.toISOString(),
  }));
}
