import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { shopOrderPhotos, shopOrders } from "#server/db/schema";
import { readFile, type StoredFile } from "#server/features/files";
import { notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { SHOP_ORDER_NOT_FOUND } from "#shared/shop-orders/reception-api";

/**
 * One photo of a received order, for its owner or the carrier (docs/product/reception.md#reception).
 * Anybody else — another client, or anyone for an order not yet identified — gets the same 404 as for
 * an order that does not exist.
 */
export async function readOrderPhoto(
  db: Db,
  user: SessionUser,
  orderId: string,
  position: number,
): Promise<StoredFile> {
  const [photo] = await db
    .select({ fileId: shopOrderPhotos.fileId, clientId: shopOrders.clientId })
    .from(shopOrderPhotos)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderPhotos.orderId))
    .where(and(eq(shopOrderPhotos.orderId, orderId), eq(shopOrderPhotos.position, position)));
  const visible = photo && (user.role === "admin" || (photo.clientId !== null && photo.clientId === user.id));
  const file = visible ? await readFile(db, photo.fileId) : null;
  if (!file) throw notFound(SHOP_ORDER_NOT_FOUND);
  return file;
}
