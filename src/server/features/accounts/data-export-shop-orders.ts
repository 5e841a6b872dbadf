import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { contentItems, shopOrderPhotos, shopOrders, storedFiles } from "#server/db/schema";
import { CONTENT_CATEGORY_LABELS } from "#shared/shop-orders/contents";
import { RECEPTION_PLACE_LABELS, SHOP_LABELS } from "#shared/shop-orders/shops";
import { type FileToExport, iso } from "./data-export-values";

const extensionOf = (contentType: string) =>
  contentType === "image/webp" ? "webp" : contentType.split("/")[1];

/**
 * The account's orders of Ma boîte in the export (docs/product/accounts.md#data-export): each with its
 * numbers, weight, arrival, the parcel it left in and its declared contents; its photos go to
 * `commandes/<order id>/photo-<n>.<ext>`, listed in `files` to be read as the archive is written.
 */
export async function shopOrdersOf(tx: Executor, userId: string, files: FileToExport[]) {
  const orders = await tx
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.clientId, userId))
    .orderBy(asc(shopOrders.receivedAt), asc(shopOrders.id));
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [photos, items] = await Promise.all([
    tx
      .select({
        orderId: shopOrderPhotos.orderId,
        position: shopOrderPhotos.position,
        fileId: shopOrderPhotos.fileId,
        contentType: storedFiles.contentType,
      })
      .from(shopOrderPhotos)
      .innerJoin(storedFiles, eq(storedFiles.id, shopOrderPhotos.fileId))
      .where(inArray(shopOrderPhotos.orderId, ids))
      .orderBy(asc(shopOrderPhotos.position)),
    tx
      .select()
      .from(contentItems)
      .where(inArray(contentItems.orderId, ids))
      .orderBy(asc(contentItems.position), asc(contentItems.id)),
  ]);
  return orders.map((order) => ({
    id: order.id,
    boutique: order.shop === "other" && order.shopName ? order.shopName : SHOP_LABELS[order.shop],
    numéroDeSuivi: order.trackingNumber,
    numéroDeCommande: order.orderNumber,
    poidsGrammes: order.weightGrams,
    reçueÀ: RECEPTION_PLACE_LABELS[order.place],
    reçueLe: iso(order.receivedAt),
    colis: order.parcelId,
    contenu: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        catégorie: CONTENT_CATEGORY_LABELS[item.category],
        description: item.description,
        quantité: item.quantity,
        valeurUnitaireCentimes: item.unitValueCents,
      })),
    photos: photos
      .filter((photo) => photo.orderId === order.id)
      .map((photo) => {
        const path = `commandes/${order.id}/photo-${photo.position}.${extensionOf(photo.contentType)}`;
        files.push({ path, fileId: photo.fileId });
        return path;
      }),
  }));
}
