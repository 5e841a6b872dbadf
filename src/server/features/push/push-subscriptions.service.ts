import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { newId } from "#server/db/ids";
import { messageOutbox, pushSubscriptions } from "#server/db/schema";
import { describeDevice } from "#server/http/device-description";
import type { PushDevice, PushSubscriptionInput } from "#shared/push-notifications";

/** The account's devices that receive push messages, oldest first (docs/product/notifications.md#push). */
export async function listPushDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Records this browser's subscription for the signed-in account. An endpoint is one browser profile:
 * subscribing it again refreshes its keys. If another account had subscribed it (someone else used this
 * browser before), that row is deleted and a new one made: pushes already queued for the other account
 * name the old row and are never sent here (docs/decisions/083-web-push.md).
 */
export async function subscribePush(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<string> {
  const device = describeDevice(userAgent);
  return db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, userId)));
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        id: newId(),
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        device,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: input.keys.p256dh, auth: input.keys.auth, device },
      })
      .returning({ id: pushSubscriptions.id });
    if (!row) throw new Error("push subscription not stored");
    return row.id;
  });
}

/** Removes one of the account's own devices; false for another account's or an unknown id (404). */
export async function unsubscribePush(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/**
 * The device showed the push (its service worker says so with the message's id): the carrier reads it
 * as « délivré ». Only a push to one of the signed-in account's own devices, not yet delivered or failed;
 * anything else changes nothing and says nothing (decision 083).
 */
export async function recordPushShown(db: Db, userId: string, messageId: string): Promise<void> {
  const own = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  await db
    .update(messageOutbox)
    .set({ state: "delivered", deliveredAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(messageOutbox.id, messageId),
        eq(messageOutbox.channel, "push"),
        inArray(messageOutbox.state, ["pending", "sent"]),
        inArray(messageOutbox.toAddress, own),
      ),
    );
}
