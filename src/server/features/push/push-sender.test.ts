import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { pushSubscriptions } from "#server/db/schema";
import { type PushServiceSimulator, startPushService } from "#server/simulators/push-service";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import type { PushPayload } from "#shared/push-notifications";
import {
  createPushSender,
  PUSH_GONE_REASON,
  PUSH_TTL_SECONDS,
  PUSH_UNSUBSCRIBED_REASON,
  pushParams,
} from "./push-sender";
import { subscribePush } from "./push-subscriptions.service";

const PAYLOAD: PushPayload = {
  title: "Colis 0123456789AB\u00a0: En livraison",
  body: "Votre colis est arrivé\u00a0: votre destinataire peut le retirer.",
  url: "/tracking?colis=01PARCEL",
  tag: "colis-01PARCEL",
};

/**
 * The push sender against the local push service (docs/decisions/083-web-push.md): what it posts is
 * signed and encrypted as a real push service checks it, and each answer becomes the outbox's result.
 */
describe.each(testDatabaseKinds)("push sender on %s", (kind) => {
  const keys = webpush.generateVAPIDKeys();
  const vapidKeys = { ...keys, subject: "mailto:support@colibri.example" };
  let t: TestApp;
  let push: PushServiceSimulator;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    push = await startPushService({ applicationServerKey: keys.publicKey });
    await confirmedAccount(t.app, "ama@mail.com");
    userId = await userIdOf(t.database.db, "ama@mail.com");
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  const subscribed = async () => {
    const subscription = push.subscribe();
    return { subscription, id: await subscribePush(t.database.db, userId, subscription, null) };
  };
  const row = async (id: string) =>
    (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];

  it("posts a VAPID-signed, aes128gcm-encrypted payload that the device decrypts as it was sent", async () => {
    const { subscription, id } = await subscribed();
    const sender = createPushSender({ db: t.database.db, vapidKeys });
    const result = await sender.send({ id: "message-1", to: id, params: pushParams(PAYLOAD) });
    expect(result).toEqual({
      ok: true,
      providerMessageId: expect.stringContaining(`${push.origin}/message/`),
    });
    const received = await push.waitFor((p) => p.endpoint === subscription.endpoint);
    // The message's id rides along: the device sends it back once shown.
    expect(JSON.parse(received.payload)).toEqual({ ...PAYLOAD, receipt: "message-1" });
    expect(received).toMatchObject({ ttl: PUSH_TTL_SECONDS, urgency: "normal", subject: vapidKeys.subject });
    expect((await row(id))?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("is refused by the push service when signed with another key than the subscription's", async () => {
    const { subscription, id } = await subscribed();
    const other = { ...webpush.generateVAPIDKeys(), subject: vapidKeys.subject };
    const result = await createPushSender({ db: t.database.db, vapidKeys: other }).send({
      id: "message-2",
      to: id,
      params: pushParams(PAYLOAD),
    });
    expect(result).toEqual({ ok: false, retryable: false, reason: expect.stringContaining("403") });
    expect(push.refused.at(-1)).toMatchObject({ endpoint: subscription.endpoint, status: 403 });
  });

  it("asks for a retry on a 5xx or a 429, and keeps the subscription", async () => {
    const { id } = await subscribed();
    const sender = createPushSender({ db: t.database.db, vapidKeys });
    for (const status of [500, 503, 429]) {
      push.failNext(1, status);
      expect(await sender.send({ id: "message-3", to: id, params: pushParams(PAYLOAD) })).toEqual({
        ok: false,
        retryable: true,
        reason: `Le service de notification a répondu ${status}.`,
      });
    }
    expect(await row(id)).toBeDefined();
    expect((await sender.send({ id: "message-3", to: id, params: pushParams(PAYLOAD) })).ok).toBe(true);
  });

  it("removes a subscription the push service says is gone (410), and fails for good", async () => {
    const { subscription, id } = await subscribed();
    push.markGone(subscription.endpoint);
    const sender = createPushSender({ db: t.database.db, vapidKeys });
    expect(await sender.send({ id: "message-4", to: id, params: pushParams(PAYLOAD) })).toEqual({
      ok: false,
      retryable: false,
      reason: PUSH_GONE_REASON,
    });
    expect(await row(id)).toBeUndefined();
    // A message queued for it before it went: nothing to send, nothing to retry.
    expect(await sender.send({ id: "message-5", to: id, params: pushParams(PAYLOAD) })).toEqual({
      ok: false,
      retryable: false,
      reason: PUSH_UNSUBSCRIBED_REASON,
    });
  });
});
