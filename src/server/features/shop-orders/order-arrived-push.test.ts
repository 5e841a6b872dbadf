import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { messageOutbox } from "#server/db/schema";
import { createMessageWorker } from "#server/features/messaging";
import { pushSenders } from "#server/features/push";
import { type PushServiceSimulator, startPushService } from "#server/simulators/push-service";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, jpeg, upload } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { RECEPTION_PATHS, type ReceivedOrder } from "#shared/shop-orders/reception-api";
import { ORDER_ARRIVED_PUSH } from "./order-arrived-message";

/**
 * The owner of an order received is told on each of their devices (docs/product/reception.md#told),
 * through the message outbox like a parcel's status, once per order per device — whichever of the
 * reception, a confirmed claim or an owner named gave the owner.
 */
describe.each(testDatabaseKinds)("the push of an order received, on %s", (kind) => {
  const keys = webpush.generateVAPIDKeys();
  const vapidKeys = { ...keys, subject: "mailto:support@colibri.example" };
  let t: TestApp;
  let push: PushServiceSimulator;
  let admin: TestBrowser;
  let ama: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    push = await startPushService({ applicationServerKey: keys.publicKey });
    admin = await adminBrowser(t.app);
    ama = await client(t.app, "ama");
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it("reaches each of the owner's devices once, decrypted, with the shop, place, weight and storage left", async () => {
    const subscription = push.subscribe();
    await expectStatus(send(t.app, ama, "POST", "/api/accounts/push/subscriptions", subscription), 201);
    const amaId = (await ama.me())?.id as string;
    const received = await upload(t.app, admin, RECEPTION_PATHS.receive, [
      { name: "clientId", content: amaId },
      { name: "shop", content: "amazon" },
      { name: "place", content: "lome" },
      { name: "weightKg", content: "3,5" },
      { name: "trackingNumber", content: `LOME${Date.now()}` },
      { name: "photo", filename: "p.jpg", contentType: "image/jpeg", content: await jpeg() },
    ]);
    expect(received.statusCode, received.body).toBe(201);
    const order = received.json() as ReceivedOrder;

    const queued = await t.app.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.template, ORDER_ARRIVED_PUSH));
    expect(queued).toHaveLength(1);
    const worker = createMessageWorker({
      db: t.app.database.db,
      senders: pushSenders(t.app.database.db, vapidKeys),
      logger: t.app.log,
    });
    expect(await worker.drainOnce()).toBe(1);
    const shown = JSON.parse((await push.waitFor((p) => p.endpoint === subscription.endpoint)).payload);
    expect(shown).toMatchObject({
      title: "Votre commande Amazon est arrivée à notre adresse de Lomé",
      url: "/ma-boite",
      tag: `commande-${order.id}`,
    });
    expect(shown.body).toContain("3,5 kg");
    expect(shown.body).toContain(`${t.config.FREE_STORAGE_DAYS} jours`);
  });
});
