import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/database";
import { shopOrders } from "#server/db/schema";
import { conflict, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import {
  ALREADY_IDENTIFIED,
  CLAIM_RECORDED,
  CLAIM_TAKEN,
  NO_CLAIM_PENDING,
  NOTHING_TO_CLAIM,
  type ReceivedOrder,
  SHOP_ORDER_NOT_FOUND,
} from "#shared/shop-orders/reception-api";
import { trackingKey } from "#shared/shop-orders/shops";
import { tellOrderArrived } from "./order-arrived-message";
import { readReceivedOrder } from "./received-orders";
import { findClient } from "./reception-clients";
import { auditShopOrder, type ReceptionContext } from "./reception-context";
import { shopLabel } from "./shop-order-view";

/** The order number compared the way tracking numbers are (`trackingKey`), in SQL. */
const orderNumberKey = sql`upper(regexp_replace(coalesce(${shopOrders.orderNumber}, ''), '[[:space:]._-]', '', 'g'))`;

/**
 * A client claims an order `À identifier` by the tracking or order number the shop gave them
 * (docs/product/reception.md#unidentified, decision 102). Only an order nobody owns can be claimed: an
 * owned order, or no order at all, answers the same 404, so a claim reveals nothing of other clients'
 * orders. The first claim holds until the carrier refuses it; claiming one's own claim again is fine.
 */
export async function claimOrder(db: Db, client: SessionUser, number: string) {
  const key = trackingKey(number);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(shopOrders)
      .where(
        and(
          isNull(shopOrders.clientId),
          isNull(shopOrders.parcelId),
          or(eq(shopOrders.trackingKey, key), sql`${orderNumberKey} = ${key}`),
        ),
      )
      .limit(1)
      .for("update");
    if (!order) throw notFound(NOTHING_TO_CLAIM);
    if (order.claimedBy && order.claimedBy !== client.id) throw conflict("CLAIM_TAKEN", CLAIM_TAKEN);
    if (!order.claimedBy) {
      await tx
        .update(shopOrders)
        .set({ claimedBy: client.id, claimedAt: new Date(), updatedAt: new Date() })
        .where(eq(shopOrders.id, order.id));
    }
    return {
      orderId: order.id,
      shopLabel: shopLabel(order),
      receivedAt: order.receivedAt.toISOString(),
      message: CLAIM_RECORDED,
    };
  });
}

/** The order under its row lock, still without an owner; 404 or 409 otherwise. */
async function lockUnidentified(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for("update");
  if (!order) throw notFound(SHOP_ORDER_NOT_FOUND);
  if (order.clientId || order.parcelId) throw conflict("ALREADY_IDENTIFIED", ALREADY_IDENTIFIED);
  return order;
}

/** Gives the order its owner and tells them, in the caller's transaction. */
async function giveOwner(tx: Tx, ctx: ReceptionContext, orderId: string, clientId: string, action: string) {
  const owner = await findClient(tx, clientId);
  await tx
    .update(shopOrders)
    .set({ clientId: owner.id, updatedAt: new Date() })
    .where(eq(shopOrders.id, orderId));
  await auditShopOrder(tx, ctx.actor, action, { orderId, clientId: owner.id });
  const view = await readReceivedOrder(tx, orderId, ctx.freeDays);
  if (view) await tellOrderArrived(tx, owner, view, ctx.publicUrl);
}

async function changed(ctx: ReceptionContext, orderId: string): Promise<ReceivedOrder> {
  const order = await readReceivedOrder(ctx.db, orderId, ctx.freeDays);
  if (!order) throw notFound(SHOP_ORDER_NOT_FOUND);
  return order;
}

/** The carrier confirms the pending claim: the claimant becomes the owner and is told. */
export async function confirmClaim(ctx: ReceptionContext, orderId: string): Promise<ReceivedOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockUnidentified(tx, orderId);
    if (!order.claimedBy) throw conflict("NO_CLAIM", NO_CLAIM_PENDING);
    await giveOwner(tx, ctx, orderId, order.claimedBy, "shop_order.claim_confirmed");
  });
  return changed(ctx, orderId);
}

/** The carrier refuses the pending claim: the order waits again for its owner, open to another claim. */
export async function refuseClaim(ctx: ReceptionContext, orderId: string): Promise<ReceivedOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockUnidentified(tx, orderId);
    if (!order.claimedBy) throw conflict("NO_CLAIM", NO_CLAIM_PENDING);
    await tx
      .update(shopOrders)
      .set({ claimedBy: null, claimedAt: null, updatedAt: new Date() })
      .where(eq(shopOrders.id, orderId));
    await auditShopOrder(tx, ctx.actor, "shop_order.claim_refused", { orderId, claimedBy: order.claimedBy });
  });
  return changed(ctx, orderId);
}

/** The carrier names the owner of an order `À identifier` directly (found by a label, a call). */
export async function assignOwner(ctx: ReceptionContext, orderId: string, clientId: string) {
  await ctx.db.transaction(async (tx) => {
    await lockUnidentified(tx, orderId);
    await giveOwner(tx, ctx, orderId, clientId, "shop_order.owner_assigned");
  });
  return changed(ctx, orderId);
}
