import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, shopOrders, users } from "#server/db/schema";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { client, jpeg, upload } from "#server/test/parcels-test-kit";
import { deliverOutbox, readMail, startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";
import { RECEPTION_PATHS, type ReceivedOrder } from "#shared/shop-orders/reception-api";
import { overdueOrders } from "./received-orders";
import { queueStorageReminders } from "./storage-reminders";

const DAY = 86_400_000;

describe.each(testDatabaseKinds)("free storage of shop orders, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let awa: TestBrowser;
  let awaId: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    awa = await client(t.app, "awa");
    awaId = (await awa.me())?.id as string;
    await t.app.database.db.update(users).set({ phone: "+22890112233" }).where(eq(users.id, awaId));
  });
  afterAll(() => t.close());

  let counter = 0;
  const receive = async (clientId: string | null) => {
    const response = await upload(t.app, admin, RECEPTION_PATHS.receive, [
      { name: "shop", content: "shein" },
      { name: "weightKg", content: "0,4" },
      { name: "trackingNumber", content: `SH${Date.now()}${counter++}` },
      ...(clientId ? [{ name: "clientId", content: clientId }] : []),
      { name: "photo", filename: "p.jpg", contentType: "image/jpeg", content: await jpeg() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ReceivedOrder;
  };
  const reminders = async (orderId: string) =>
    (await t.app.database.db.select().from(emailOutbox)).filter((email) =>
      email.dedupeKey?.startsWith(`shop-order-storage:${orderId}:`),
    );

  it("reminds 7 days then 1 day before the end, each once, only orders still waiting with an owner", async () => {
    const db = t.app.database.db;
    const freeDays = t.config.FREE_STORAGE_DAYS;
    const publicUrl = t.config.PUBLIC_URL;
    const waiting = await receive(awaId);
    const unidentified = await receive(null);
    const sent = await receive(awaId);
    const { id: parcelId } = await insertRequestedParcel(db, { clientId: awaId });
    await db.update(shopOrders).set({ parcelId }).where(eq(shopOrders.id, sent.id));

    const at = (days: number) => new Date(Date.now() + days * DAY);
    // Two days before the 7-day reminder: nothing.
    expect(await queueStorageReminders(db, { publicUrl, freeDays, now: at(freeDays - 9) })).toBe(0);
    // Seven days before the end, twice (two instances): one e-mail.
    expect(await queueStorageReminders(db, { publicUrl, freeDays, now: at(freeDays - 7) })).toBe(1);
    expect(await queueStorageReminders(db, { publicUrl, freeDays, now: at(freeDays - 7) })).toBe(0);
    expect(await queueStorageReminders(db, { publicUrl, freeDays, now: at(freeDays - 5) })).toBe(0);
    expect(await reminders(waiting.id)).toHaveLength(1);
    // The day before the end: the second one.
    expect(await queueStorageReminders(db, { publicUrl, freeDays, now: at(freeDays - 1) })).toBe(1);
    expect(await queueStorageReminders(db, { publicUrl, freeDays, now: at(freeDays) })).toBe(0);
    expect(await reminders(waiting.id)).toHaveLength(2);
    expect(await reminders(unidentified.id)).toHaveLength(0);
    expect(await reminders(sent.id)).toHaveLength(0);
    const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, waiting.id));
    expect(row?.storageReminder7SentAt).not.toBeNull();
    expect(row?.storageReminder1SentAt).not.toBeNull();

    const sink = await startSmtpSink();
    try {
      await deliverOutbox(t.app, sink.url);
      const subjects = sink.received.map(readMail).map((mail) => mail.subject);
      expect(subjects).toContain("Votre commande Shein\u00a0: fin du stockage gratuit dans 7 jours");
      expect(subjects).toContain("Votre commande Shein\u00a0: fin du stockage gratuit demain");
    } finally {
      await sink.close();
    }

    // Past the end: in the carrier's list, still there (nothing deleted), with the client's contact.
    const today = todayInParis();
    expect((await overdueOrders(db, freeDays, addDays(today, freeDays))).map((o) => o.id)).not.toContain(
      waiting.id,
    );
    const late = await overdueOrders(db, freeDays, addDays(today, freeDays + 3));
    const mine = late.find((o) => o.id === waiting.id);
    expect(mine?.storageDaysLeft).toBe(-3);
    expect(mine?.client).toMatchObject({ id: awaId, phone: "+22890112233" });
    expect(late.map((o) => o.id)).not.toContain(sent.id);
    expect(late.map((o) => o.id)).not.toContain(unidentified.id);
  });

  it("lists an order received long ago as past free storage", async () => {
    const order = await receive(awaId);
    await t.app.database.db
      .update(shopOrders)
      .set({ receivedAt: new Date(Date.now() - (t.config.FREE_STORAGE_DAYS + 5) * DAY) })
      .where(eq(shopOrders.id, order.id));
    const list = await expectStatus(send(t.app, admin, "GET", RECEPTION_PATHS.overdue), 200);
    const found = list.json().orders.find((o: ReceivedOrder) => o.id === order.id);
    expect(found.storageDaysLeft).toBe(-5);
    expect(found.client.email).toBe((await awa.me())?.email);
    expect((await send(t.app, awa, "GET", RECEPTION_PATHS.overdue)).statusCode).toBe(403);
  });
});
