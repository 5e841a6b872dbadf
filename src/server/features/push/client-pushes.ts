import { inArray } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { pushSubscriptions } from "#server/db/schema";
import { enqueueMessage } from "#server/features/messaging";
import { clientPushMessage } from "#shared/parcels/parcel-messages";
import { readableReference } from "#shared/parcels/parcel-name";
import type { ParcelStatus } from "#shared/parcels/status";
import type { PushPayload } from "#shared/push-notifications";
import { pushParams } from "./push-sender";

/** A parcel whose status just changed, as the caller locked and read it. */
export type PushedParcel = { id: string; reference: string | null; clientId: string | null };

/** The template name the outbox keeps for the carrier's view of a client's push. */
export const CLIENT_STATUS_PUSH = "client-status-push";

/** What the client's devices show for the parcel's new status: its reference, status, and its detail page. */
export function clientStatusPayload(parcel: PushedParcel, status: ParcelStatus): PushPayload {
  return {
    ...clientPushMessage(status, readableReference(parcel)),
    url: `/tracking?colis=${encodeURIComponent(parcel.id)}`,
    tag: `colis-${parcel.id}`,
  };
}

/**
 * Queues, in the status change's transaction, one push per parcel per device of its client
 * (docs/product/notifications.md#push). The outbox's unique key makes it once per status per device,
 * whatever the instance or a repeated call; its worker sends it with retries (decision 081). A parcel
 * whose client deleted the account (no client) and a client without devices get nothing.
 */
export async function queueClientPushes(
  tx: Executor,
  parcels: readonly PushedParcel[],
  status: ParcelStatus,
): Promise<number> {
  const clientIds = [...new Set(parcels.flatMap((parcel) => (parcel.clientId ? [parcel.clientId] : [])))];
  if (clientIds.length === 0) return 0;
  const devices = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, clientIds));
  let queued = 0;
  for (const parcel of parcels) {
    const payload = clientStatusPayload(parcel, status);
    for (const device of devices) {
      if (device.userId !== parcel.clientId) continue;
      const added = await enqueueMessage(tx, {
        channel: "push",
        to: device.id,
        template: CLIENT_STATUS_PUSH,
        params: pushParams(payload),
        body: `${payload.title} — ${payload.body}`,
        audience: "client",
        parcelId: parcel.id,
        parcelStatus: status,
        dedupeKey: `parcel:${parcel.id}:${status}:push:${device.id}`,
      });
      if (added) queued++;
    }
  }
  return queued;
}

/**
 * Queues one push per device of one client about something else than a parcel's status (a shop
 * order received, docs/product/reception.md#told), in the caller's transaction. `dedupeKey` names the
 * event; each device's message is once under it.
 */
export async function queueAccountPushes(
  tx: Executor,
  userId: string,
  payload: PushPayload,
  template: string,
  dedupeKey: string,
): Promise<number> {
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [userId]));
  let queued = 0;
  for (const device of devices) {
    const added = await enqueueMessage(tx, {
      channel: "push",
      to: device.id,
      template,
      params: pushParams(payload),
      body: `${payload.title} — ${payload.body}`,
      audience: "client",
      dedupeKey: `${dedupeKey}:push:${device.id}`,
    });
    if (added) queued++;
  }
  return queued;
}
