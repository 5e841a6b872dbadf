import { asc, desc, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { contentItems, parcels, shopOrderPhotos, shopOrders } from "#server/db/schema";
import { addDays, type IsoDate, todayInParis } from "#shared/calendar";
import { type ContentItem, type ShopOrder, shopOrderPhotoPath } from "#shared/shop-orders/shop-order-api";
import { SHOP_LABELS, type Shop } from "#shared/shop-orders/shops";

export type ShopOrderRow = typeof shopOrders.$inferSelect;

const DAY_MS = 86_400_000;

/** The shop's name to show: « Amazon », or the name typed for another shop. */
export const shopLabel = (order: { shop: Shop; shopName: string | null }) =>
  order.shop === "other" && order.shopName ? order.shopName : SHOP_LABELS[order.shop];

/**
 * Free storage of an order (docs/product/reception.md#storage): `freeDays` calendar days (Paris) after
 * the day it arrived, so an order received today has exactly `freeDays` days left and the last free
 * day is `storageEndsOn`; negative once past.
 */
export function storageOf(receivedAt: Date, freeDays: number, today: IsoDate = todayInParis()) {
  const storageEndsOn = addDays(todayInParis(receivedAt), freeDays);
  const storageDaysLeft = Math.round((Date.parse(storageEndsOn) - Date.parse(today)) / DAY_MS);
  return { storageEndsOn, storageDaysLeft };
}

/** What an order's row needs beside itself to be shown: its photos, contents, and parcel's reference. */
export type ShopOrderExtras = {
  photoCount: number;
  contents: ContentItem[];
  parcelReference: string | null;
};

/** One order as its owner or the carrier reads it (`shopOrderSchema`). */
export function toShopOrderView(
  row: ShopOrderRow,
  extras: ShopOrderExtras,
  freeDays: number,
  today: IsoDate = todayInParis(),
): ShopOrder {
  return {
    id: row.id,
    shop: row.shop,
    shopLabel: shopLabel(row),
    trackingNumber: row.trackingNumber,
    orderNumber: row.orderNumber,
    weightGrams: row.weightGrams,
    note: row.note,
    place: row.place,
    receivedAt: row.receivedAt.toISOString(),
    photoUrls: Array.from({ length: extras.photoCount }, (_, position) =>
      shopOrderPhotoPath(row.id, position),
    ),
    ...storageOf(row.receivedAt, freeDays, today),
    contents: extras.contents,
    parcelId: row.parcelId,
    parcelReference: extras.parcelReference,
  };
}

/**
 * The orders matching `where`, newest first, each with its photos, contents and parcel reference read
 * in three more queries for the whole list (never one per order).
 */
export async function readShopOrderViews(
  db: Executor,
  where: SQL | undefined,
  freeDays: number,
  today: IsoDate = todayInParis(),
): Promise<(ShopOrder & { clientId: string | null; claimedBy: string | null; claimedAt: string | null })[]> {
  const rows = await db
    .select()
    .from(shopOrders)
    .where(where)
    .orderBy(desc(shopOrders.receivedAt), desc(shopOrders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const parcelIds = [...new Set(rows.flatMap((row) => (row.parcelId ? [row.parcelId] : [])))];
  const [photos, items, references] = await Promise.all([
    db
      .select({ orderId: shopOrderPhotos.orderId })
      .from(shopOrderPhotos)
      .where(inArray(shopOrderPhotos.orderId, ids)),
    db
      .select()
      .from(contentItems)
      .where(inArray(contentItems.orderId, ids))
      .orderBy(asc(contentItems.position), asc(contentItems.createdAt)),
    parcelIds.length
      ? db
          .select({ id: parcels.id, reference: parcels.reference })
          .from(parcels)
          .where(inArray(parcels.id, parcelIds))
      : Promise.resolve([]),
  ]);
  const photoCount = new Map<string, number>();
  for (const photo of photos) photoCount.set(photo.orderId, (photoCount.get(photo.orderId) ?? 0) + 1);
  const contents = new Map<string, ContentItem[]>();
  for (const item of items) {
    if (!item.orderId) continue;
    const list = contents.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      category: item.category,
      description: item.description,
      quantity: item.quantity,
      unitValueCents: item.unitValueCents,
    });
    contents.set(item.orderId, list);
  }
  const referenceOf = new Map(references.map((parcel) => [parcel.id, parcel.reference]));
  return rows.map((row) => ({
    ...toShopOrderView(
      row,
      {
        photoCount: photoCount.get(row.id) ?? 0,
        contents: contents.get(row.id) ?? [],
        parcelReference: row.parcelId ? (referenceOf.get(row.parcelId) ?? null) : null,
      },
      freeDays,
      today,
    ),
    clientId: row.clientId,
    claimedBy: row.claimedBy,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  }));
}
