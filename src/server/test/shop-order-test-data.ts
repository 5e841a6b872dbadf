import { createHash, randomBytes } from "node:crypto";
import { contentRows } from "#server/features/contents";
import type { ContentItemInput } from "#shared/shop-orders/shop-order-api";
import { type ReceptionPlace, type Shop, trackingKey } from "#shared/shop-orders/shops";
import type { Db } from "../db/database";
import { newId } from "../db/ids";
import { contentItems, shopOrderPhotos, shopOrders, storedFiles } from "../db/schema";

/**
 * Received orders written straight into the database, for the tests of Ma boîte's client side
 * (the carrier's reception has its own routes and tests). Defaults: a 1,2 kg Amazon order received now
 * in Paris, without photo or contents.
 */
export type TestShopOrder = {
  clientId: string | null;
  shop?: Shop;
  shopName?: string | null;
  trackingNumber?: string;
  orderNumber?: string | null;
  weightGrams?: number;
  place?: ReceptionPlace;
  receivedAt?: Date;
  photos?: number;
  contents?: ContentItemInput[];
};

export async function insertShopOrder(db: Db, order: TestShopOrder) {
  const trackingNumber = order.trackingNumber ?? `TBA${randomBytes(5).toString("hex").toUpperCase()}`;
  const [row] = await db
    .insert(shopOrders)
    .values({
      id: newId("ord"),
      clientId: order.clientId,
      shop: order.shop ?? "amazon",
      shopName: order.shopName ?? null,
      trackingNumber,
      trackingKey: trackingKey(trackingNumber),
      orderNumber: order.orderNumber ?? null,
      weightGrams: order.weightGrams ?? 1200,
      place: order.place ?? "paris",
      ...(order.receivedAt ? { receivedAt: order.receivedAt } : {}),
    })
    .returning();
  if (!row) throw new Error("order not inserted");
  for (let position = 0; position < (order.photos ?? 0); position += 1) {
    const content = Buffer.from(`photo ${row.id} ${position}`);
    const fileId = newId();
    await db.insert(storedFiles).values({
      id: fileId,
      contentType: "image/webp",
      byteSize: content.length,
      sha256: createHash("sha256").update(content).digest("hex"),
      content,
    });
    await db.insert(shopOrderPhotos).values({ orderId: row.id, fileId, position });
  }
  if (order.contents?.length)
    await db.insert(contentItems).values(contentRows(order.contents, { orderId: row.id }));
  return row;
}
