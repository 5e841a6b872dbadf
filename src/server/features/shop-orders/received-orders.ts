import { and, eq, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { shopOrders } from "#server/db/schema";
import { todayInParis } from "#shared/calendar";
import type { ReceivedOrder } from "#shared/shop-orders/reception-api";
import { clientsById } from "./reception-clients";
import { readShopOrderViews } from "./shop-order-view";

/** How many orders the carrier's `Reçues récemment` list shows. */
export const RECENT_LIMIT = 50;

/** Orders as the carrier's lists show them: each with its owner and its pending claim. */
export async function readReceivedOrders(
  db: Executor,
  where: SQL | undefined,
  freeDays: number,
  today = todayInParis(),
): Promise<ReceivedOrder[]> {
  const views = await readShopOrderViews(db, where, freeDays, today);
  const people = await clientsById(
    db,
    views.flatMap((view) => [view.clientId, view.claimedBy].filter((id): id is string => id !== null)),
  );
  return views.map(({ clientId, claimedBy, claimedAt, ...view }) => {
    const claimant = claimedBy ? people.get(claimedBy) : undefined;
    return {
      ...view,
      client: clientId ? (people.get(clientId) ?? null) : null,
      // A claim matters while nobody owns the order.
      claim: claimant && claimedAt && !clientId ? { client: claimant, claimedAt } : null,
    };
  });
}

/** One order for the carrier, as just changed. */
export async function readReceivedOrder(db: Executor, orderId: string, freeDays: number) {
  const [order] = await readReceivedOrders(db, eq(shopOrders.id, orderId), freeDays);
  return order;
}

/** The last orders received, whoever owns them. */
export const recentOrders = (db: Executor, freeDays: number) =>
  readReceivedOrders(
    db,
    sql`${shopOrders.id} in (select ${shopOrders.id} from ${shopOrders} order by ${shopOrders.receivedAt} desc limit ${RECENT_LIMIT})`,
    freeDays,
  );

/** `À identifier`: the orders nobody owns, the claimed ones included (docs/product/reception.md#unidentified). */
export const unidentifiedOrders = (db: Executor, freeDays: number) =>
  // Not in a parcel: an order carried for an account since deleted has no owner either, but is no one's to claim.
  readReceivedOrders(db, and(isNull(shopOrders.clientId), isNull(shopOrders.parcelId)), freeDays);

/**
 * `Stockage dépassé` (docs/product/reception.md#storage): orders still waiting (not in a parcel) whose
 * last free day is before today in Paris. Received on or before today − freeDays − 1.
 */
export async function overdueOrders(db: Executor, freeDays: number, today = todayInParis()) {
  const orders = await readReceivedOrders(
    db,
    and(
      isNull(shopOrders.parcelId),
      isNotNull(shopOrders.clientId),
      // A coarse bound in instants (a day's margin for the time zone); the exact one is the view's.
      lte(shopOrders.receivedAt, new Date(Date.parse(today) - freeDays * 86_400_000)),
    ),
    freeDays,
    today,
  );
  return orders.filter((order) => order.storageDaysLeft < 0);
}
