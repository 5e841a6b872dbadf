import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { pushSubscriptions } from "#server/db/schema";
import { type PushServiceSimulator, startPushService } from "#server/simulators/push-service";
import { unzipped } from "#server/test/account-data-test-kit";
import { confirmedAccount, cookieHeader } from "#server/test/accounts-test-kit";
import { send } from "#server/test/admin-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { PUSH_DEVICE_TAKEN, PUSH_ENDPOINT_REFUSED } from "#shared/push-notifications";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** The profile's push devices: one's own only, subscribed from a browser, removed by their owner. */
describe.each(testDatabaseKinds)("push subscriptions on %s", (kind) => {
  const keys = webpush.generateVAPIDKeys();
  let t: TestApp;
  let push: PushServiceSimulator;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    push = await startPushService({ applicationServerKey: keys.publicKey });
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it("gives the public key, subscribes this browser, lists it and removes it, for its owner only", async () => {
    const ama = await confirmedAccount(t.app, "ama@mail.com");
    const kofi = await confirmedAccount(t.app, "kofi@mail.com");
    const empty = await send(t.app, ama, "GET", "/api/accounts/push");
    expect(empty.headers["cache-control"]).toBe("no-store");
    expect(empty.json()).toEqual({ publicKey: keys.publicKey, devices: [] });

    const subscription = push.subscribe();
    const created = await ama.post(
      "/api/accounts/push/subscriptions",
      { ...subscription, expirationTime: null },
      { "user-agent": ANDROID_CHROME },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const listed = (await send(t.app, ama, "GET", "/api/accounts/push")).json();
    expect(listed.devices).toEqual([
      expect.objectContaining({
        id,
        device: "Chrome sur Android",
        endpoint: subscription.endpoint,
        lastUsedAt: null,
      }),
    ]);
    // Another client neither sees nor removes it.
    expect((await send(t.app, kofi, "GET", "/api/accounts/push")).json().devices).toEqual([]);
    expect((await send(t.app, kofi, "DELETE", `/api/accounts/push/subscriptions/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)),
    ).toHaveLength(1);

    expect((await send(t.app, ama, "DELETE", `/api/accounts/push/subscriptions/${id}`)).statusCode).toBe(204);
    expect((await send(t.app, ama, "GET", "/api/accounts/push")).json().devices).toEqual([]);
    expect((await send(t.app, ama, "DELETE", `/api/accounts/push/subscriptions/${id}`)).statusCode).toBe(404);
  });

  it("gives a browser subscribed again by another account to that account alone", async () => {
    const first = await confirmedAccount(t.app, "premier@mail.com");
    const second = await confirmedAccount(t.app, "second@mail.com");
    const subscription = push.subscribe();
    const a = (await send(t.app, first, "POST", "/api/accounts/push/subscriptions", subscription)).json().id;
    const b = (await send(t.app, second, "POST", "/api/accounts/push/subscriptions", subscription)).json().id;
    // A new row: what was queued for the first account names the old one, gone.
    expect(b).not.toBe(a);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, a))).toEqual(
      [],
    );
    // The same account subscribing again keeps its row.
    expect(
      (await send(t.app, second, "POST", "/api/accounts/push/subscriptions", subscription)).json().id,
    ).toBe(b);
    expect((await send(t.app, first, "GET", "/api/accounts/push")).json().devices).toEqual([]);
    expect((await send(t.app, second, "GET", "/api/accounts/push")).json().devices).toHaveLength(1);
  });

  it("keeps an endpoint with its first account against another that only learned it (decision 093)", async () => {
    const owner = await confirmedAccount(t.app, "proprietaire@mail.com");
    const intruder = await confirmedAccount(t.app, "intrus@mail.com");
    const browser = push.subscribe();
    const own = (await send(t.app, owner, "POST", "/api/accounts/push/subscriptions", browser)).json().id;
    // The same endpoint with keys of the intruder's own: refused, and the owner's device untouched.
    const elsewhere = push.subscribe();
    const takeover = await send(t.app, intruder, "POST", "/api/accounts/push/subscriptions", {
      ...browser,
      keys: elsewhere.keys,
    });
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json()).toMatchObject({ code: "PUSH_DEVICE_TAKEN", message: PUSH_DEVICE_TAKEN });
    const [kept] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, own));
    expect(kept).toMatchObject({
      endpoint: browser.endpoint,
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
    });
    expect((await send(t.app, owner, "GET", "/api/accounts/push")).json().devices).toHaveLength(1);
    expect((await send(t.app, intruder, "GET", "/api/accounts/push")).json().devices).toEqual([]);
    // Once its owner removed it, the endpoint is free for whoever subscribes it.
    expect((await send(t.app, owner, "DELETE", `/api/accounts/push/subscriptions/${own}`)).statusCode).toBe(
      204,
    );
    const freed = await send(t.app, intruder, "POST", "/api/accounts/push/subscriptions", {
      ...browser,
      keys: elsewhere.keys,
    });
    expect(freed.statusCode).toBe(201);
  });

  it("lists the devices in the account's data export, without their push address or keys", async () => {
    const ama = await confirmedAccount(t.app, "ama-export@mail.com");
    const subscription = push.subscribe();
    await ama.post("/api/accounts/push/subscriptions", subscription, { "user-agent": ANDROID_CHROME });
    const exported = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/export",
      headers: { cookie: cookieHeader(ama) },
    });
    expect(exported.statusCode).toBe(200);
    const json = unzipped(exported.rawPayload)["colibri-mes-donnees.json"]?.toString("utf8") ?? "";
    expect(JSON.parse(json).appareilsAvecNotifications).toEqual([
      { appareil: "Chrome sur Android", activéLe: expect.any(String), dernièreNotificationLe: null },
    ]);
    expect(json).not.toContain(subscription.endpoint);
    expect(json).not.toContain(subscription.keys.auth);
  });

  it("refuses a visitor, bad keys, and an endpoint that is not a push service", async () => {
    const visitor = testBrowser(t.app);
    expect((await send(t.app, visitor, "GET", "/api/accounts/push")).statusCode).toBe(401);
    expect(
      (await send(t.app, visitor, "POST", "/api/accounts/push/subscriptions", push.subscribe())).statusCode,
    ).toBe(401);
    const ama = await confirmedAccount(t.app, "ama-refus@mail.com");
    const good = push.subscribe();
    for (const body of [
      { ...good, keys: { p256dh: "court", auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { endpoint: "pas une adresse", keys: good.keys },
    ])
      expect((await send(t.app, ama, "POST", "/api/accounts/push/subscriptions", body)).statusCode).toBe(400);
    for (const endpoint of [
      "http://10.0.0.5/push/abc",
      "https://intranet.example/push",
      "https://fcm.googleapis.com.evil.example/x",
      // The push services' hosts, but not their port: only 443.
      "https://fcm.googleapis.com:8443/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com:444/wpush/v2/abc",
      "https://web.push.apple.com:80/abc",
    ]) {
      const refused = await send(t.app, ama, "POST", "/api/accounts/push/subscriptions", {
        ...good,
        endpoint,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PUSH_ENDPOINT_REFUSED);
    }
    const fcm = await send(t.app, ama, "POST", "/api/accounts/push/subscriptions", {
      ...good,
      endpoint: "https://fcm.googleapis.com/fcm/send/abc:def",
    });
    expect(fcm.statusCode).toBe(201);
    // 443 written out is the same address.
    const explicit = await send(t.app, ama, "POST", "/api/accounts/push/subscriptions", {
      ...push.subscribe(),
      endpoint: "https://fcm.googleapis.com:443/fcm/send/ghi:jkl",
    });
    expect(explicit.statusCode).toBe(201);
  });
});

describe("push without VAPID keys", () => {
  it("offers nothing and stores nothing", async () => {
    const t = await createTestApp();
    try {
      const ama = await confirmedAccount(t.app, "ama@mail.com");
      expect((await send(t.app, ama, "GET", "/api/accounts/push")).json()).toEqual({
        publicKey: null,
        devices: [],
      });
      const push = await startPushService();
      const refused = await send(t.app, ama, "POST", "/api/accounts/push/subscriptions", push.subscribe());
      await push.close();
      expect(refused.statusCode).toBe(409);
      expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
