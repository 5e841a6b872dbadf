import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { contentItems, parcels, shopOrders } from "#server/db/schema";

/**
 * A request that will not travel — cancelled by its client, refused by the carrier — gives the orders of
 * Ma boîte it carried back to the box (docs/product/ma-boite.md#sending-together, decision 103): the
 * orders and their content lines forget the parcel, so they can be sent again. In the change's
 * transaction, under the parcel's lock.
 */
export async function giveOrdersBack(tx: Tx, parcelId: string): Promise<void> {
  const orders = await tx
    .update(shopOrders)
    .set({ parcelId: null, updatedAt: new Date() })
    .where(eq(shopOrders.parcelId, parcelId))
    .returning({ id: shopOrders.id });
  if (orders.length === 0) return;
  await tx
    .update(contentItems)
    .set({ parcelId: null })
    .where(
      and(
        eq(contentItems.parcelId, parcelId),
        inArray(
          contentItems.orderId,
          orders.map((order) => order.id),
        ),
      ),
    );
  await tx.update(parcels).set({ repacking: null }).where(eq(parcels.id, parcelId));
}
