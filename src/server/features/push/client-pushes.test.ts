import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { newId } from "#server/db/ids";
import { departures, messageOutbox, pushSubscriptions } from "#server/db/schema";
import { createMessageWorker } from "#server/features/messaging";
import { type PushServiceSimulator, startPushService } from "#server/simulators/push-service";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { clientPushMessage } from "#shared/parcels/parcel-messages";
import { readableReference } from "#shared/parcels/parcel-name";
import { CLIENT_STATUS_PUSH, queueClientPushes } from "./client-pushes";
import { pushSenders } from "./push-sender";

/**
 * A status change reaches the client's devices through the message outbox
 * (docs/product/notifications.md#push): queued in the change's transaction, once per status per
 * device, sent by the worker to the push service, retried on its 5xx, dropped with the device on its
 * 410, never to another account's device.
 */
describe.each(testDatabaseKinds)("client pushes on %s", (kind) => {
  const keys = webpush.generateVAPIDKeys();
  const vapidKeys = { ...keys, subject: "mailto:support@colibri.example" };
  let t: TestApp;
  let push: PushServiceSimulator;
  let admin: TestBrowser;
  let ama: TestBrowser;
  let kofi: TestBrowser;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    push = await startPushService({ applicationServerKey: keys.publicKey });
    admin = await adminBrowser(t.app);
    ama = await confirmedAccount(t.app, "ama@mail.com");
    kofi = await confirmedAccount(t.app, "kofi@mail.com");
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  const subscribe = async (who: TestBrowser) => {
    const subscription = push.subscribe();
    const response = await expectStatus(
      send(t.app, who, "POST", "/api/accounts/push/subscriptions", subscription),
      201,
    );
    return { ...subscription, id: response.json().id as string };
  };
  const parcelOf = async (
    email: string,
    status: "accepted" | "received" = "received",
    departureId?: string,
  ) =>
    insertRequestedParcel(db(), {
      clientId: await userIdOf(db(), email),
      paid: true,
      status,
      departureId: departureId ?? null,
    });
  const move = (id: string, expectedStatus: string, to: string) =>
    expectStatus(send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, { expectedStatus, to }), 200);
  const pushesOf = (parcelId: string) =>
    db()
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.parcelId, parcelId))
      .orderBy(messageOutbox.createdAt, messageOutbox.toAddress);
  const worker = () =>
    createMessageWorker({ db: db(), senders: pushSenders(db(), vapidKeys), logger: t.app.log });
  /** Makes every waiting message due now, as if its back-off had passed. */
  const skipBackOff = () =>
    db().update(messageOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(messageOutbox.state, "pending"));

  it("queues one push per device of the parcel's client, once per status, and the device shows it decrypted", async () => {
    const phone = await subscribe(ama);
    const laptop = await subscribe(ama);
    const kofiPhone = await subscribe(kofi);
    const parcel = await parcelOf("ama@mail.com");
    await move(parcel.id, "received", "in_transit");

    const queued = await pushesOf(parcel.id);
    expect(queued.map((row) => row.toAddress).sort()).toEqual([phone.id, laptop.id].sort());
    expect(queued.every((row) => row.channel === "push" && row.template === CLIENT_STATUS_PUSH)).toBe(true);
    expect(queued.map((row) => row.toAddress)).not.toContain(kofiPhone.id);

    expect(await worker().drainOnce()).toBe(2);
    const shown = JSON.parse((await push.waitFor((p) => p.endpoint === phone.endpoint)).payload);
    const toPhone = queued.find((row) => row.toAddress === phone.id);
    expect(shown).toEqual({
      // Named by its reference, as every message names it (decision 101).
      ...clientPushMessage("in_transit", readableReference(parcel)),
      url: `/tracking?colis=${parcel.id}`,
      tag: `colis-${parcel.id}`,
      receipt: toPhone?.id,
    });
    // Nothing private: the parcel's code and status, no description, recipient or collection code.
    expect(JSON.stringify(shown)).not.toContain(parcel.description);
    expect(push.received.filter((p) => p.endpoint === kofiPhone.endpoint)).toEqual([]);
    expect((await pushesOf(parcel.id)).map((row) => row.state)).toEqual(["sent", "sent"]);

    // The same status again, from another instance or a repeated call: nothing more is queued.
    expect(await queueClientPushes(db(), [parcel], "in_transit")).toBe(0);
    expect(await pushesOf(parcel.id)).toHaveLength(2);
  });

  it("marks a push delivered when its own device says it showed it, and no one else's", async () => {
    const device = await subscribe(ama);
    const parcel = await parcelOf("ama@mail.com");
    await move(parcel.id, "received", "in_transit");
    await worker().drainOnce();
    const message = (await pushesOf(parcel.id)).find((row) => row.toAddress === device.id);
    expect(message?.state).toBe("sent");
    const receipt = { receipt: message?.id };
    // Another account, an unknown id, a bad body: nothing changes, nothing is told.
    expect((await send(t.app, kofi, "POST", "/api/accounts/push/receipts", receipt)).statusCode).toBe(204);
    expect(
      (await send(t.app, ama, "POST", "/api/accounts/push/receipts", { receipt: "inconnu" })).statusCode,
    ).toBe(204);
    expect((await send(t.app, ama, "POST", "/api/accounts/push/receipts", { receipt: "" })).statusCode).toBe(
      400,
    );
    expect((await pushesOf(parcel.id)).find((row) => row.id === message?.id)?.state).toBe("sent");
    expect((await send(t.app, ama, "POST", "/api/accounts/push/receipts", receipt)).statusCode).toBe(204);
    expect((await pushesOf(parcel.id)).find((row) => row.id === message?.id)).toMatchObject({
      state: "delivered",
      deliveredAt: expect.any(Date),
    });
  });

  it("retries a push the push service answered 5xx, and sends it once", async () => {
    const device = await subscribe(ama);
    const parcel = await parcelOf("ama@mail.com");
    await move(parcel.id, "received", "in_transit");
    const mine = async () => (await pushesOf(parcel.id)).find((row) => row.toAddress === device.id);
    push.failNext(1, 503, device.endpoint);
    const send = worker();
    await send.drainOnce();
    // Answered 503: waiting for its retry, with back-off.
    expect(await mine()).toMatchObject({ state: "pending", attempts: 1 });
    expect((await mine())?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await skipBackOff();
    await send.drainOnce();
    expect(await mine()).toMatchObject({ state: "sent", attempts: 2 });
    await skipBackOff();
    await send.drainOnce();
    expect(push.received.filter((p) => p.endpoint === device.endpoint)).toHaveLength(1);
  });

  it("removes a device the push service says is gone (410) and sends it nothing more", async () => {
    const device = await subscribe(kofi);
    push.markGone(device.endpoint);
    const parcel = await parcelOf("kofi@mail.com");
    await move(parcel.id, "received", "in_transit");
    await worker().drainOnce();
    const row = (await pushesOf(parcel.id)).find((message) => message.toAddress === device.id);
    expect(row).toMatchObject({ state: "failed" });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual(
      [],
    );
    await move(parcel.id, "in_transit", "in_delivery");
    expect((await pushesOf(parcel.id)).filter((message) => message.toAddress === device.id)).toHaveLength(1);
  });

  it("stops at once for a device its owner removed, even for a push already queued", async () => {
    const device = await subscribe(kofi);
    const parcel = await parcelOf("kofi@mail.com");
    await move(parcel.id, "received", "in_transit");
    await expectStatus(send(t.app, kofi, "DELETE", `/api/accounts/push/subscriptions/${device.id}`), 204);
    await worker().drainOnce();
    expect((await pushesOf(parcel.id)).find((row) => row.toAddress === device.id)).toMatchObject({
      state: "failed",
    });
    expect(push.received.filter((p) => p.endpoint === device.endpoint)).toEqual([]);
  });

  it("pushes each parcel of a whole departure's move to its own client's devices only", async () => {
    await db().delete(pushSubscriptions);
    const amaDevice = await subscribe(ama);
    const kofiDevice = await subscribe(kofi);
    const departureId = newId();
    await db()
      .insert(departures)
      .values({ id: departureId, date: "2030-03-03", fromCountry: "FR", toCountry: "TG" });
    const amaParcel = await parcelOf("ama@mail.com", "received", departureId);
    const kofiParcel = await parcelOf("kofi@mail.com", "received", departureId);
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/departures/${departureId}/moves`, {
        from: "received",
        to: "in_transit",
      }),
      200,
    );
    expect((await pushesOf(amaParcel.id)).map((row) => row.toAddress)).toEqual([amaDevice.id]);
    expect((await pushesOf(kofiParcel.id)).map((row) => row.toAddress)).toEqual([kofiDevice.id]);
  });
});
