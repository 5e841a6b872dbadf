import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { VapidKeys } from "#server/config/vapid-keys";
import type { Db } from "#server/db/database";
import { pushSubscriptions } from "#server/db/schema";
import type { ChannelSenders, MessageToSend, SendResult } from "#server/features/messaging";
import type { PushPayload } from "#shared/push-notifications";

/** How long a push service keeps a message for a device that is off: after two days a status is old news. */
export const PUSH_TTL_SECONDS = 2 * 24 * 3600;
const TIMEOUT_MS = 10_000;

export const PUSH_GONE_REASON =
  "Cet appareil n'accepte plus les notifications (abonnement expiré ou retiré) : il a été retiré de la liste du client.";
export const PUSH_UNSUBSCRIBED_REASON = "Le client a désactivé les notifications sur cet appareil.";

/** The outbox's message as the push sender reads it: `to` is the push subscription's id. */
export type PushMessage = Pick<MessageToSend, "id" | "to" | "params">;

/** The payload is queued as the message's parameters, in this order: title, body, url, tag. */
export function pushParams(payload: PushPayload): string[] {
  return [payload.title, payload.body, payload.url, payload.tag];
}

function payloadOf(params: string[]): PushPayload {
  const [title = "", body = "", url = "/", tag = ""] = params;
  return { title, body, url, tag };
}

/**
 * Sends one queued push (docs/decisions/083-web-push.md). The `web-push` library signs the VAPID
 * header and encrypts the payload (aes128gcm); the request goes out with `fetch`, so the local
 * simulator can speak plain HTTP on loopback. 201: sent. 404/410: the browser dropped the
 * subscription, so its row is deleted and the message fails for good. 429 and 5xx are retried by the
 * outbox; any other answer (a refused key, a payload too large) would fail again and is not.
 */
export function createPushSender(options: { db: Db; vapidKeys: VapidKeys; timeoutMs?: number }) {
  const { db, vapidKeys, timeoutMs = TIMEOUT_MS } = options;
  return {
    async send(message: PushMessage): Promise<SendResult> {
      const [subscription] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, message.to));
      if (!subscription) return { ok: false, retryable: false, reason: PUSH_UNSUBSCRIBED_REASON };
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify({ ...payloadOf(message.params), receipt: message.id }),
        {
          vapidDetails: vapidKeys,
          TTL: PUSH_TTL_SECONDS,
          urgency: "normal",
          contentEncoding: "aes128gcm",
        },
      );
      const headers = { ...details.headers } as Record<string, string>;
      // fetch counts the body itself.
      delete headers["Content-Length"];
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: new Uint8Array(details.body as Buffer),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        await db
          .update(pushSubscriptions)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(pushSubscriptions.id, subscription.id));
        return { ok: true, providerMessageId: response.headers.get("location") ?? message.id };
      }
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        return { ok: false, retryable: false, reason: PUSH_GONE_REASON };
      }
      const retryable = response.status === 429 || response.status >= 500;
      return {
        ok: false,
        retryable,
        reason: `Le service de notification a répondu ${response.status}.`,
      };
    },
  };
}

/** The push channel of the message worker's registry, when this server has VAPID keys (decision 081). */
export function pushSenders(db: Db, vapidKeys: VapidKeys | null): ChannelSenders {
  return vapidKeys ? { push: createPushSender({ db, vapidKeys }) } : {};
}
