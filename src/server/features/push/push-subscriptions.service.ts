import { timingSafeEqual } from "node:crypto";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { newId } from "#server/db/ids";
import { messageOutbox, pushSubscriptions } from "#server/db/schema";
import { conflict } from "#server/http/app-error";
import { describeDevice } from "#server/http/device-description";
import { PUSH_DEVICE_TAKEN, type PushDevice, type PushSubscriptionInput } from "#shared/push-notifications";

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

/** Same browser subscription: the keys only the browser and this server know, compared in constant time. */
function sameKeys(row: { p256dh: string; auth: string }, input: PushSubscriptionInput): boolean {
  const given = Buffer.from(`${input.keys.p256dh}.${input.keys.auth}`);
  const stored = Buffer.from(`${row.p256dh}.${row.auth}`);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Records this browser's subscription for the signed-in account. An endpoint is one browser profile:
 * subscribing it again refreshes its keys. An endpoint belongs to the first account that subscribed it
 * until that account removes it (decision 093): another account is refused (409), unless it sends the
 * same keys — the browser itself, used by someone else since (docs/decisions/083-web-push.md) — and
 * then the old row is deleted and a new one made: pushes already queued for the other account name the
 * old row and are never sent here. Knowing an endpoint is not enough to take a device over.
 */
export async function subscribePush(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<string> {
  const device = describeDevice(userAgent);
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, userId)))
      .for("update");
    if (held) {
      if (!sameKeys(held, input)) throw conflict("PUSH_DEVICE_TAKEN", PUSH_DEVICE_TAKEN);
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, held.id));
    }
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
        // Only one's own row: another account that subscribed it meanwhile keeps it.
        where: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    if (!row) throw conflict("PUSH_DEVICE_TAKEN", PUSH_DEVICE_TAKEN);
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
