import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { shopOrderPhotos, shopOrders, users } from "#server/db/schema";
import { type ReceivedUploads, reencodeImage, saveFile } from "#server/features/files";
import { badRequest, conflict, notFound } from "#server/http/app-error";
import { displayName } from "#shared/accounts";
import { formatDateFr, todayInParis } from "#shared/calendar";
import {
  ALREADY_RECEIVED,
  duplicateTrackingMessage,
  NO_ORDER_PHOTO,
  ORDER_PHOTO_NOT_IMAGE,
  RECEPTION_LIMITS,
  type ReceivedOrder,
  receiveOrderFieldsSchema,
  SHOP_ORDER_NOT_FOUND,
  TOO_MANY_ORDER_PHOTOS,
} from "#shared/shop-orders/reception-api";
import { trackingKey } from "#shared/shop-orders/shops";
import { tellOrderArrived } from "./order-arrived-message";
import { readReceivedOrder } from "./received-orders";
import { findClient } from "./reception-clients";
import { auditShopOrder, type ReceptionContext } from "./reception-context";
import { shopLabel } from "./shop-order-view";

/** The earlier arrival of a tracking number, as the 409 names it; null when it never came. */
async function earlierArrival(db: Executor, key: string) {
  const [earlier] = await db
    .select({
      receivedAt: shopOrders.receivedAt,
      shop: shopOrders.shop,
      shopName: shopOrders.shopName,
      clientName: users.name,
      clientEmail: users.email,
    })
    .from(shopOrders)
    .leftJoin(users, eq(users.id, shopOrders.clientId))
    .where(eq(shopOrders.trackingKey, key));
  if (!earlier) return null;
  return conflict(
    "ALREADY_RECEIVED",
    duplicateTrackingMessage({
      receivedOn: formatDateFr(todayInParis(earlier.receivedAt)),
      shopLabel: shopLabel(earlier),
      clientName: earlier.clientEmail
        ? displayName({ name: earlier.clientName, email: earlier.clientEmail })
        : null,
    }),
  );
}

/**
 * A shop's box received at the reception table (docs/product/reception.md#reception, decision 102):
 * its fields checked with the shared schema, its photos proved to be images and re-encoded before
 * anything is written, then one transaction: the order (one per tracking number — the unique index
 * makes two carriers at once one arrival, the second told of the first), its photos, the audit line,
 * and the owner told. Without a client, it waits in `À identifier`.
 */
export async function receiveOrder(ctx: ReceptionContext, upload: ReceivedUploads): Promise<ReceivedOrder> {
  const fields = receiveOrderFieldsSchema.parse(upload.fields);
  if (upload.files.length === 0) throw badRequest("NO_FILE", NO_ORDER_PHOTO, { photo: NO_ORDER_PHOTO });
  if (upload.files.length > RECEPTION_LIMITS.photosMax)
    throw badRequest("TOO_MANY_PHOTOS", TOO_MANY_ORDER_PHOTOS, { photo: TOO_MANY_ORDER_PHOTOS });
  const owner = fields.clientId ? await findClient(ctx.db, fields.clientId) : null;
  const key = trackingKey(fields.trackingNumber);
  // Told before the photos are worked on; the insert below still decides between two at once.
  const known = await earlierArrival(ctx.db, key);
  if (known) throw known;
  const images: Awaited<ReturnType<typeof reencodeImage>>["full"][] = [];
  for (const file of upload.files)
    images.push((await reencodeImage(file.content, ORDER_PHOTO_NOT_IMAGE)).full);

  const id = newId("ord");
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shopOrders)
      .values({
        id,
        clientId: owner?.id ?? null,
        shop: fields.shop,
        shopName: fields.shop === "other" ? fields.shopName : null,
        trackingNumber: fields.trackingNumber,
        trackingKey: key,
        orderNumber: fields.orderNumber,
        weightGrams: fields.weightKg,
        note: fields.note,
        place: fields.place,
        receivedBy: ctx.actor.id,
      })
      .onConflictDoNothing({ target: shopOrders.trackingKey })
      .returning({ id: shopOrders.id });
    if (inserted.length === 0)
      throw (await earlierArrival(tx, key)) ?? conflict("ALREADY_RECEIVED", ALREADY_RECEIVED);
    for (const [position, image] of images.entries()) {
      await tx.insert(shopOrderPhotos).values({ orderId: id, fileId: await saveFile(tx, image), position });
    }
    await auditShopOrder(tx, ctx.actor, "shop_order.received", {
      orderId: id,
      clientId: owner?.id ?? null,
      shop: fields.shop,
      trackingNumber: fields.trackingNumber,
      weightGrams: fields.weightKg,
      place: fields.place,
      photos: images.length,
    });
    if (owner) {
      const view = await readReceivedOrder(tx, id, ctx.freeDays);
      if (view) await tellOrderArrived(tx, owner, view, ctx.publicUrl);
    }
  });
  const order = await readReceivedOrder(ctx.db, id, ctx.freeDays);
  if (!order) throw notFound(SHOP_ORDER_NOT_FOUND);
  return order;
}
