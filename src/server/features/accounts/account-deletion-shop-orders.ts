import { eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { contentItems, shopOrderPhotos, shopOrders } from "#server/db/schema";
import { deleteFiles } from "#server/features/files";
import { conflict } from "#server/http/app-error";
import { DELETION_ORDERS_WAITING } from "#shared/account-data";

/**
 * The account's orders of Ma boîte at its deletion (docs/product/accounts.md#account-deletion, decision
 * 103). A box still in the warehouse — waiting in Ma boîte, or in a request not paid, which the deletion
 * would remove — is the client's property there: the deletion waits until it is sent or given back. The
 * orders that travelled in a kept (delivered) parcel go, photos and tracking numbers included; their
 * content lines stay with the parcel, anonymous, for the accounts and the customs papers.
 */
export async function removeShopOrders(
  tx: Tx,
  userId: string,
  parcelsRemoved: readonly string[],
): Promise<number> {
  const orders = await tx
    .select({ id: shopOrders.id, parcelId: shopOrders.parcelId })
    .from(shopOrders)
    .where(eq(shopOrders.clientId, userId))
    .for("update");
  if (orders.some((order) => order.parcelId === null || parcelsRemoved.includes(order.parcelId)))
    throw conflict("ORDERS_WAITING", DELETION_ORDERS_WAITING);
  if (orders.length === 0) return 0;
  const ids = orders.map((order) => order.id);
  const photos = await tx
    .select({ fileId: shopOrderPhotos.fileId })
    .from(shopOrderPhotos)
    .where(inArray(shopOrderPhotos.orderId, ids));
  await tx.update(contentItems).set({ orderId: null }).where(inArray(contentItems.orderId, ids));
  await tx.delete(shopOrders).where(inArray(shopOrders.id, ids));
  await deleteFiles(
    tx,
    photos.map((photo) => photo.fileId),
  );
  return photos.length;
}
