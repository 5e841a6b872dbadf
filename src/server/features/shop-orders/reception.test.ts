import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, shopOrderPhotos, shopOrders, storedFiles, users } from "#server/db/schema";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { client, jpeg, type Part, upload } from "#server/test/parcels-test-kit";
import { deliverOutbox, readMail, startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { DELETION_ORDERS_WAITING } from "#shared/account-data";
import {
  CLAIM_TAKEN,
  NOTHING_TO_CLAIM,
  ORDER_PHOTO_NOT_IMAGE,
  ORDER_WEIGHT_INVALID,
  ORDER_WEIGHT_TOO_HIGH,
  RECEPTION_PATHS,
  type ReceivedOrder,
} from "#shared/shop-orders/reception-api";

const photo = async (): Promise<Part> => ({
  name: "photo",
  filename: "colis.jpg",
  contentType: "image/jpeg",
  content: await jpeg(),
});

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, content]) => ({ name, content }));

let counter = 0;
const tracking = () => `1Z 999 AA1 ${Date.now()}${counter++}`;

describe.each(testDatabaseKinds)("the reception of shop orders, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let awa: TestBrowser;
  let kofi: TestBrowser;
  let awaId: string;
  let awaReference: string;
  let kofiId: string;
  const smtp = { sink: null as Awaited<ReturnType<typeof startSmtpSink>> | null };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    awa = await client(t.app, "awa");
    kofi = await client(t.app, "kofi");
    awaId = (await awa.me())?.id as string;
    kofiId = (await kofi.me())?.id as string;
    const [row] = await t.app.database.db
      .select({ reference: users.reference })
      .from(users)
      .where(eq(users.id, awaId));
    awaReference = row?.reference as string;
    await t.app.database.db
      .update(users)
      .set({ name: "Awa Mensah", phone: "+33612345678" })
      .where(eq(users.id, awaId));
    smtp.sink = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.sink?.close();
    await t.close();
  });

  const receive = async (values: Record<string, string>, photos?: Part[]) =>
    upload(t.app, admin, RECEPTION_PATHS.receive, [
      ...fields({ shop: "amazon", weightKg: "1,25", place: "paris", ...values }),
      ...(photos ?? [await photo()]),
    ]);

  it("finds a client by reference typed any way, name, e-mail or phone", async () => {
    const body = awaReference.slice(4);
    for (const q of [awaReference, `clb ${body.toLowerCase()}`, body, "awa mens", "06 12 34 56 78"]) {
      const found = await expectStatus(
        send(t.app, admin, "GET", `${RECEPTION_PATHS.clients}?q=${encodeURIComponent(q)}`),
        200,
      );
      expect(
        found.json().clients.map((c: { id: string }) => c.id),
        q,
      ).toContain(awaId);
    }
    const first = await send(
      t.app,
      admin,
      "GET",
      `${RECEPTION_PATHS.clients}?q=${encodeURIComponent(awaReference)}`,
    );
    expect(first.json().clients[0]).toMatchObject({
      id: awaId,
      name: "Awa Mensah",
      reference: awaReference,
      phone: "+33612345678",
    });
    // A reference nobody has finds nobody (a lost label), and says so without an error.
    const nobody = await expectStatus(
      send(t.app, admin, "GET", `${RECEPTION_PATHS.clients}?q=CLB-ZZZZ`),
      200,
    );
    expect(nobody.json().clients).toEqual([]);
    const tooShort = await send(t.app, admin, "GET", `${RECEPTION_PATHS.clients}?q=a`);
    expect(tooShort.statusCode).toBe(400);
    expect((await send(t.app, awa, "GET", `${RECEPTION_PATHS.clients}?q=awa`)).statusCode).toBe(403);
  });

  it("receives an order with two photos, tells its owner by e-mail, and serves the photos to the owner only", async () => {
    const number = tracking();
    const response = await receive(
      { clientId: awaId, trackingNumber: number, orderNumber: "402-1234567", note: "Carton abîmé" },
      [await photo(), await photo()],
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json() as ReceivedOrder;
    expect(order).toMatchObject({
      shop: "amazon",
      shopLabel: "Amazon",
      weightGrams: 1250,
      place: "paris",
      client: { id: awaId, reference: awaReference },
      storageDaysLeft: t.config.FREE_STORAGE_DAYS,
      parcelId: null,
    });
    expect(order.photoUrls).toHaveLength(2);

    const db = t.app.database.db;
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "shop_order.received"));
    expect(audit?.details).toMatchObject({ orderId: order.id, clientId: awaId });

    const sink = smtp.sink as NonNullable<typeof smtp.sink>;
    await deliverOutbox(t.app, sink.url);
    const mail = sink.received.map(readMail).find((m) => m.subject.includes("Amazon"));
    expect(mail?.subject).toBe("Votre commande Amazon est arrivée à notre adresse de Paris");
    expect(mail?.to).toEqual([(await awa.me())?.email]);
    expect(mail?.text).toContain("1,25 kg");
    expect(mail?.text).toContain(`encore ${t.config.FREE_STORAGE_DAYS} jours`);
    expect(mail?.text).toContain(`/api/shop-orders/${order.id}/photos/0`);

    for (const url of order.photoUrls) {
      const mine = await send(t.app, awa, "GET", url);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["content-type"]).toBe("image/webp");
      expect(mine.headers["cache-control"]).toContain("private");
      expect((await send(t.app, admin, "GET", url)).statusCode).toBe(200);
      expect((await send(t.app, kofi, "GET", url)).statusCode).toBe(404);
      expect((await send(t.app, null, "GET", url)).statusCode).toBe(401);
    }
    expect((await send(t.app, awa, "GET", `/api/shop-orders/${order.id}/photos/4`)).statusCode).toBe(404);

    const recent = await expectStatus(send(t.app, admin, "GET", RECEPTION_PATHS.recent), 200);
    expect(recent.json().orders.map((o: ReceivedOrder) => o.id)).toContain(order.id);
  });

  it("says Lomé for the reverse route, and a typed shop name for another shop", async () => {
    const response = await receive({
      clientId: awaId,
      trackingNumber: tracking(),
      shop: "other",
      shopName: "Jumia",
      place: "lome",
    });
    expect(response.statusCode, response.body).toBe(201);
    const [email] = await t.app.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `shop-order-arrived:${response.json().id}`));
    expect(email?.subject).toBe("Votre commande Jumia est arrivée à notre adresse de Lomé");
    const noName = await receive({ trackingNumber: tracking(), shop: "other" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe("Indiquez le nom de la boutique.");
  });

  it("respects the client's e-mail switch", async () => {
    await expectStatus(
      send(t.app, kofi, "PUT", "/api/accounts/email-notifications", { enabled: false }),
      200,
    );
    const response = await receive({ clientId: kofiId, trackingNumber: tracking() });
    expect(response.statusCode).toBe(201);
    const queued = await t.app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `shop-order-arrived:${response.json().id}`));
    expect(queued).toHaveLength(0);
    await expectStatus(send(t.app, kofi, "PUT", "/api/accounts/email-notifications", { enabled: true }), 200);
  });

  it("refuses bad input in French and stores nothing", async () => {
    const db = t.app.database.db;
    const before = (await db.select().from(shopOrders)).length;
    const files = (await db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const cases: [Record<string, string>, Part[] | undefined, number, string][] = [
      [{ weightKg: "0" }, undefined, 400, ORDER_WEIGHT_INVALID],
      [{ weightKg: "-2" }, undefined, 400, ORDER_WEIGHT_INVALID],
      [{ weightKg: "abc" }, undefined, 400, ORDER_WEIGHT_INVALID],
      [{ weightKg: "250" }, undefined, 400, ORDER_WEIGHT_TOO_HIGH],
      [
        {},
        [
          {
            name: "photo",
            filename: "x.jpg",
            contentType: "image/jpeg",
            content: Buffer.from("pas une image"),
          },
        ],
        400,
        ORDER_PHOTO_NOT_IMAGE,
      ],
      [{}, [], 400, "Ajoutez au moins une photo du colis."],
      [{ clientId: "inconnu" }, undefined, 404, "Ce client n'existe pas ou plus. Cherchez-le de nouveau."],
    ];
    for (const [values, photos, status, message] of cases) {
      const response = await receive({ trackingNumber: tracking(), ...values }, photos);
      expect(response.statusCode, JSON.stringify(values)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    // A valid photo beside one that is not an image: nothing of either is kept.
    const mixed = await receive({ trackingNumber: tracking() }, [
      await photo(),
      { name: "photo", filename: "y.png", contentType: "image/png", content: Buffer.from("<svg/>") },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect((await db.select().from(shopOrders)).length).toBe(before);
    expect((await db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(files);
    // A client cannot receive.
    const byClient = await upload(t.app, awa, RECEPTION_PATHS.receive, [
      ...fields({ shop: "amazon", weightKg: "1", trackingNumber: tracking() }),
      await photo(),
    ]);
    expect(byClient.statusCode).toBe(403);
  });

  it("refuses a tracking number already received, typed differently, naming the earlier arrival", async () => {
    const number = `TBA${Date.now()}`;
    expect((await receive({ clientId: awaId, trackingNumber: number })).statusCode).toBe(201);
    const again = await receive({ trackingNumber: ` ${number.toLowerCase().replace("tba", "tba-")} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_RECEIVED");
    expect(again.json().message).toContain("déjà été reçu le");
    expect(again.json().message).toContain("Amazon, client\u00a0: Awa Mensah");
  });

  it("makes one arrival of two carriers receiving the same tracking number at once", async () => {
    const number = tracking();
    const answers = await Promise.all([
      receive({ clientId: awaId, trackingNumber: number }),
      receive({ clientId: awaId, trackingNumber: number }),
      receive({ trackingNumber: number }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.app.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.trackingNumber, number));
    expect(rows).toHaveLength(1);
    const photos = await t.app.database.db
      .select()
      .from(shopOrderPhotos)
      .where(eq(shopOrderPhotos.orderId, rows[0]?.id as string));
    expect(photos).toHaveLength(1);
  });

  it("lets a client claim an order to identify, the carrier confirm it, and the owner be told", async () => {
    const number = tracking();
    const received = await receive({ trackingNumber: number, orderNumber: "114-9988776-1" });
    expect(received.statusCode).toBe(201);
    const order = received.json() as ReceivedOrder;
    expect(order.client).toBeNull();
    // Nobody's photo yet: not even a client who knows the id.
    expect((await send(t.app, awa, "GET", order.photoUrls[0] as string)).statusCode).toBe(404);

    const listed = await expectStatus(send(t.app, admin, "GET", RECEPTION_PATHS.unidentified), 200);
    expect(listed.json().orders.map((o: ReceivedOrder) => o.id)).toContain(order.id);

    // Unknown numbers, and an order that already has an owner, are the same 404.
    const unknown = await send(t.app, kofi, "POST", RECEPTION_PATHS.claims, { number: "ZZZZ-0000" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NOTHING_TO_CLAIM);
    const owned = await receive({ clientId: awaId, trackingNumber: tracking(), orderNumber: "ORD-AWA-1" });
    const ownedNumber = (owned.json() as ReceivedOrder).trackingNumber;
    for (const number of [ownedNumber, "ORD-AWA-1"]) {
      const other = await send(t.app, kofi, "POST", RECEPTION_PATHS.claims, { number });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(NOTHING_TO_CLAIM);
    }
    expect((await send(t.app, null, "POST", RECEPTION_PATHS.claims, { number })).statusCode).toBe(401);
    expect((await send(t.app, kofi, "POST", RECEPTION_PATHS.claims, { number: "ab" })).statusCode).toBe(400);

    // Kofi claims by the order number typed loosely; Awa's later claim is told someone was first.
    const claim = await expectStatus(
      send(t.app, kofi, "POST", RECEPTION_PATHS.claims, { number: "114 9988776 1" }),
      200,
    );
    expect(claim.json()).toMatchObject({ orderId: order.id, shopLabel: "Amazon" });
    const second = await send(t.app, awa, "POST", RECEPTION_PATHS.claims, { number });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CLAIM_TAKEN);

    const pending = (await send(t.app, admin, "GET", RECEPTION_PATHS.unidentified))
      .json()
      .orders.find((o: ReceivedOrder) => o.id === order.id);
    expect(pending.claim.client.id).toBe(kofiId);

    // Refused, then claimed again by Awa and confirmed.
    const refused = await expectStatus(
      send(t.app, admin, "POST", RECEPTION_PATHS.refuseClaim(order.id)),
      200,
    );
    expect(refused.json().claim).toBeNull();
    await expectStatus(send(t.app, awa, "POST", RECEPTION_PATHS.claims, { number }), 200);
    const confirmed = await expectStatus(
      send(t.app, admin, "POST", RECEPTION_PATHS.confirmClaim(order.id)),
      200,
    );
    expect(confirmed.json().client.id).toBe(awaId);
    expect((await send(t.app, awa, "GET", order.photoUrls[0] as string)).statusCode).toBe(200);
    expect((await send(t.app, kofi, "GET", order.photoUrls[0] as string)).statusCode).toBe(404);
    const told = await t.app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `shop-order-arrived:${order.id}`));
    expect(told).toHaveLength(1);

    // Once owned: no more claims, confirmations or owner changes.
    expect((await send(t.app, kofi, "POST", RECEPTION_PATHS.claims, { number })).statusCode).toBe(404);
    expect((await send(t.app, admin, "POST", RECEPTION_PATHS.confirmClaim(order.id))).statusCode).toBe(409);
    expect(
      (await send(t.app, admin, "POST", RECEPTION_PATHS.owner(order.id), { clientId: kofiId })).statusCode,
    ).toBe(409);
  });

  it("keeps an account with orders in the warehouse, and lets one whose orders were carried go", async () => {
    const db = t.app.database.db;
    const efua = await client(t.app, "efua");
    const efuaId = (await efua.me())?.id as string;
    const order = (await receive({ clientId: efuaId, trackingNumber: tracking() })).json() as ReceivedOrder;
    const refused = await send(t.app, efua, "POST", "/api/accounts/me/delete", {
      password: "Colibri-Test-2026",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DELETION_ORDERS_WAITING);
    expect((await db.select().from(users).where(eq(users.id, efuaId))).length).toBe(1);

    // Carried in a delivered parcel: the account goes, the order stays with the parcel, nobody's to claim.
    const { id: parcelId } = await insertRequestedParcel(db, {
      clientId: efuaId,
      status: "delivered",
      paid: true,
    });
    await db.update(shopOrders).set({ parcelId }).where(eq(shopOrders.id, order.id));
    await expectStatus(
      send(t.app, efua, "POST", "/api/accounts/me/delete", { password: "Colibri-Test-2026" }),
      200,
    );
    const [kept] = await db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(kept).toMatchObject({ clientId: null, parcelId });
    const unidentified = (await send(t.app, admin, "GET", RECEPTION_PATHS.unidentified)).json().orders;
    expect(unidentified.map((o: ReceivedOrder) => o.id)).not.toContain(order.id);
    expect(
      (await send(t.app, kofi, "POST", RECEPTION_PATHS.claims, { number: order.trackingNumber })).statusCode,
    ).toBe(404);
  });

  it("lets the carrier name the owner directly", async () => {
    const received = (await receive({ trackingNumber: tracking() })).json() as ReceivedOrder;
    expect((await send(t.app, admin, "POST", RECEPTION_PATHS.confirmClaim(received.id))).statusCode).toBe(
      409,
    );
    expect(
      (await send(t.app, admin, "POST", RECEPTION_PATHS.owner(received.id), { clientId: "nobody" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, admin, "POST", RECEPTION_PATHS.owner("ord-nothing"), { clientId: kofiId }))
        .statusCode,
    ).toBe(404);
    const named = await expectStatus(
      send(t.app, admin, "POST", RECEPTION_PATHS.owner(received.id), { clientId: kofiId }),
      200,
    );
    expect(named.json().client.id).toBe(kofiId);
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "shop_order.owner_assigned"));
    expect(audit?.details).toMatchObject({ orderId: received.id, clientId: kofiId });
  });
});
