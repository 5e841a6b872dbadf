import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { contentItems, shopOrders, users } from "#server/db/schema";
import { checkContents, contentRows } from "#server/features/contents";
import { conflict, notFound } from "#server/http/app-error";
import type { ContentRules } from "#shared/shop-orders/contents-rules";
import {
  ORDER_ALREADY_SENT,
  ORDER_NOT_FOUND,
  REFUSED_ITEMS_NOT_ACKNOWLEDGED,
} from "#shared/shop-orders/my-orders-messages";
import type { ContentItemInput } from "#shared/shop-orders/shop-order-api";

/**
 * PUT /api/shop-orders/:id/contents (docs/product/ma-boite.md#ma-boite): the owner's waiting order gets
 * this list in place of the one declared before, in one transaction under the order's row lock, so a
 * declaration and the order leaving in a parcel never cross. Another client's order is not found; an
 * order already in a parcel keeps its list (409); the refused-items list must have been acknowledged.
 */
export async function declareContents(
  db: Db,
  userId: string,
  orderId: string,
  items: readonly ContentItemInput[],
  rules: ContentRules,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ parcelId: shopOrders.parcelId })
      .from(shopOrders)
      .where(and(eq(shopOrders.id, orderId), eq(shopOrders.clientId, userId)))
      .for("update");
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [account] = await tx
      .select({ acknowledgedAt: users.refusedItemsAcknowledgedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!account?.acknowledgedAt)
      throw conflict("REFUSED_ITEMS_NOT_ACKNOWLEDGED", REFUSED_ITEMS_NOT_ACKNOWLEDGED);
    if (order.parcelId !== null) throw conflict("ORDER_ALREADY_SENT", ORDER_ALREADY_SENT);
    // The parcel's contents obey the same rules, in the same words (docs/product/contents-and-customs.md#contents).
    checkContents(items, rules, "items");
    await tx.delete(contentItems).where(eq(contentItems.orderId, orderId));
    if (items.length > 0) await tx.insert(contentItems).values(contentRows(items, { orderId }));
    await tx.update(shopOrders).set({ updatedAt: new Date() }).where(eq(shopOrders.id, orderId));
  });
}

/**
 * The client read the refused-items list (docs/product/contents-and-customs.md#refused-items): recorded
 * once, the first moment kept.
 */
export async function acknowledgeRefusedItems(db: Db, userId: string): Promise<Date> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({
      refusedItemsAcknowledgedAt: sql`coalesce(${users.refusedItemsAcknowledgedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId))
    .returning({ at: users.refusedItemsAcknowledgedAt });
  return row?.at ?? now;
}
