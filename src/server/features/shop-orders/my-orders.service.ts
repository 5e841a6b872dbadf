import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { shopOrders, users } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import { ORDER_NOT_FOUND } from "#shared/shop-orders/my-orders-messages";
import { personalAddress } from "#shared/shop-orders/personal-address";
import type { MyShopOrders, ShopOrder } from "#shared/shop-orders/shop-order-api";
import { readShopOrderViews } from "./shop-order-view";

/** The view without the carrier's columns (owner, claim), which the client never reads. */
function clientView(view: Awaited<ReturnType<typeof readShopOrderViews>>[number]): ShopOrder {
  const { clientId: _owner, claimedBy: _claimant, claimedAt: _claimed, ...order } = view;
  return order;
}

/**
 * GET /api/shop-orders (docs/product/ma-boite.md#ma-boite): the signed-in client's own orders — waiting
 * (oldest first, the first to run out of free storage on top) and sent (newest first) — with their
 * personal address. Orders of nobody (`À identifier`) and of other clients never appear.
 */
export async function listMyOrders(
  db: Executor,
  userId: string,
  options: { freeStorageDays: number; warehouse: readonly string[] },
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
    readShopOrderViews(
      db,
      and(eq(shopOrders.clientId, userId), isNull(shopOrders.parcelId)),
      options.freeStorageDays,
    ),
    readShopOrderViews(
      db,
      and(eq(shopOrders.clientId, userId), isNotNull(shopOrders.parcelId)),
      options.freeStorageDays,
    ),
  ]);
  return {
    // Waiting: the oldest first, the first to run out of free storage on top. Sent: the newest first.
    waiting: waiting.map(clientView).reverse(),
    sent: sent.map(clientView),
    address: personalAddress(account.name, account.reference, options.warehouse),
    reference: account.reference,
    refusedItemsAcknowledged: account.acknowledgedAt !== null,
  };
}
