import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { contentItems, parcels, shopOrderPhotos, shopOrders, users } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import { addDays, todayInParis } from "#shared/calendar";
import { ORDER_NOT_FOUND } from "#shared/shop-orders/my-orders-messages";
import { personalAddress } from "#shared/shop-orders/personal-address";
import { type MyShopOrders, type ShopOrder, shopOrderPhotoPath } from "#shared/shop-orders/shop-order-api";
import { SHOP_LABELS } from "#shared/shop-orders/shops";

type OrderRow = typeof shopOrders.$inferSelect;
export type StorageRule = { freeStorageDays: number; now?: Date };

/** « Amazon », or the name typed at reception for another shop. */
export const shopLabelOf = (order: Pick<OrderRow, "shop" | "shopName">) =>
  order.shop === "other" && order.shopName ? order.shopName : SHOP_LABELS[order.shop];

const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * Free storage runs `freeStorageDays` Paris calendar days from the day of arrival
 * (docs/product/ma-boite.md#ma-boite, decision 100): the last free day, and the whole days left from
 * today (0 on the last day, negative once past).
 */
export function storageOf(receivedAt: Date, rule: StorageRule) {
  const endsOn = addDays(todayInParis(receivedAt), rule.freeStorageDays);
  const daysLeft = Math.round((dayMs(endsOn) - dayMs(todayInParis(rule.now ?? new Date()))) / 86_400_000);
  return { storageEndsOn: endsOn, storageDaysLeft: daysLeft };
}

/**
 * Rows to `shopOrderSchema`, with their photos, declared contents and parcel reference, read in three
 * queries whatever the number of orders.
 */
export async function toShopOrderViews(
  db: Executor,
  rows: readonly OrderRow[],
  rule: StorageRule,
): Promise<ShopOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const parcelIds = [...new Set(rows.flatMap((row) => (row.parcelId ? [row.parcelId] : [])))];
  const [photos, contents, parcelRefs] = await Promise.all([
    db
      .select({ orderId: shopOrderPhotos.orderId, position: shopOrderPhotos.position })
      .from(shopOrderPhotos)
      .where(inArray(shopOrderPhotos.orderId, ids))
      .orderBy(asc(shopOrderPhotos.position)),
    db
      .select()
      .from(contentItems)
      .where(inArray(contentItems.orderId, ids))
      .orderBy(asc(contentItems.position), asc(contentItems.id)),
    parcelIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: parcels.id, reference: parcels.reference })
          .from(parcels)
          .where(inArray(parcels.id, parcelIds)),
  ]);
  const referenceOf = new Map(parcelRefs.map((parcel) => [parcel.id, parcel.reference ?? parcel.id]));
  return rows.map((row) => ({
    id: row.id,
    shop: row.shop,
    shopLabel: shopLabelOf(row),
    trackingNumber: row.trackingNumber,
    orderNumber: row.orderNumber,
    weightGrams: row.weightGrams,
    note: row.note,
    place: row.place,
    receivedAt: row.receivedAt.toISOString(),
    photoUrls: photos
      .filter((photo) => photo.orderId === row.id)
      .map((photo) => shopOrderPhotoPath(row.id, photo.position)),
    ...storageOf(row.receivedAt, rule),
    contents: contents
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        id: item.id,
        category: item.category,
        description: item.description,
        quantity: item.quantity,
        unitValueCents: item.unitValueCents,
      })),
    parcelId: row.parcelId,
    parcelReference: row.parcelId ? (referenceOf.get(row.parcelId) ?? null) : null,
  }));
}

/**
 * GET /api/shop-orders (docs/product/ma-boite.md#ma-boite): the signed-in client's own orders — waiting
 * (oldest first, the first to run out of free storage on top) and sent (newest first) — with their
 * personal address. Orders of nobody (`À identifier`) and of other clients never appear.
 */
export async function listMyOrders(
  db: Executor,
  userId: string,
  options: StorageRule & { warehouse: readonly string[] },
): Promise<MyShopOrders> {
  const [account] = await db
    .select({
      name: users.name,
      reference: users.reference,
      acknowledgedAt: users.refusedItemsAcknowledgedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound(ORDER_NOT_FOUND);
  const [waiting, sent] = await Promise.all([
    db
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.clientId, userId), isNull(shopOrders.parcelId)))
      .orderBy(asc(shopOrders.receivedAt), asc(shopOrders.id)),
    db
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.clientId, userId), isNotNull(shopOrders.parcelId)))
      .orderBy(desc(shopOrders.receivedAt), desc(shopOrders.id)),
  ]);
  return {
    waiting: await toShopOrderViews(db, waiting, options),
    sent: await toShopOrderViews(db, sent, options),
    address: personalAddress(account.name, account.reference, options.warehouse),
    reference: account.reference,
    refusedItemsAcknowledged: account.acknowledgedAt !== null,
  };
}
