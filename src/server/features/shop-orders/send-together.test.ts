import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, parcels, shopOrders } from "#server/db/schema";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, parcelRequest, publishDeparture, TEST_RECIPIENT } from "#server/test/parcels-test-kit";
import { insertShopOrder } from "#server/test/shop-order-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import {
  ORDER_NOT_FOUND,
  ORDERS_ALREADY_SENT,
  ORDERS_MIXED_PLACES,
  ORDERS_NOT_DECLARED,
  ORDERS_REPACKING_REQUIRED,
  ordersLeaveFrom,
} from "#shared/shop-orders/my-orders-messages";
import type { MyShopOrders } from "#shared/shop-orders/shop-order-api";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";

const ROBE = {
  category: "clothing",
  description: "Robe en coton",
  quantity: 2,
  unitValueCents: 1250,
} as const;

/** Orders of Ma boîte sent together in one parcel request (docs/product/ma-boite.md#sending-together). */
describe.each(testDatabaseKinds)("sending orders together, on %s", (kind) => {
  let t: TestApp;
  let carrier: TestBrowser;
  let date: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    carrier = await adminBrowser(t.app);
    date = await publishDeparture(t.app, "FR", "TG", 8);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function person(label: string) {
    const browser = await client(t.app, label);
    return { browser, id: (await browser.me())?.id as string };
  }
  const request = (browser: TestBrowser, fields: Record<string, unknown>, key?: string) =>
    browser.post(
      "/api/parcels",
      parcelRequest(date, { clientPhone: "06 12 34 56 78", ...fields }),
      key ? { "idempotency-key": key } : {},
    );
  const parcelsOf = async (clientId: string) =>
    (await db().select({ value: count() }).from(parcels).where(eq(parcels.clientId, clientId)))[0]?.value;
  const waitingOf = async (clientId: string) =>
    (await db().select().from(shopOrders).where(eq(shopOrders.clientId, clientId))).filter(
      (order) => order.parcelId === null,
    ).length;

  it("moves the declared orders and their contents into the new parcel, shown in its detail to both sides", async () => {
    const awa = await person("awa");
    const amazon = await insertShopOrder(db(), { clientId: awa.id, weightGrams: 1200, contents: [ROBE] });
    const shein = await insertShopOrder(db(), {
      clientId: awa.id,
      shop: "shein",
      weightGrams: 800,
      contents: [ROBE, { ...ROBE, category: "shoes", description: "Sandales" }],
    });
    const created = await request(awa.browser, {
      orderIds: [shein.id, amazon.id],
      repacking: "consolidate",
      weightKg: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const parcelId = created.json().id as string;

    const mine: MyShopOrders = (
      await expectStatus(send(t.app, awa.browser, "GET", "/api/shop-orders"), 200)
    ).json();
    expect(mine.waiting).toEqual([]);
    expect(mine.sent.map((order) => order.parcelId)).toEqual([parcelId, parcelId]);
    const items = await db()
      .select()
      .from(contentItems)
      .where(inArray(contentItems.orderId, [amazon.id, shein.id]));
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.parcelId === parcelId)).toBe(true);

    for (const viewer of [awa.browser, carrier]) {
      const detail: ParcelDetail = (
        await expectStatus(send(t.app, viewer, "GET", `/api/parcels/${parcelId}`), 200)
      ).json().parcel;
      expect(detail.repacking).toBe("consolidate");
      // The orders' declared lines are the parcel's contents (label, manifest, CN 23).
      expect(detail.contents?.map((line) => line.description).sort()).toEqual(
        ["Robe en coton", "Robe en coton", "Sandales"].sort(),
      );
      expect(detail.shopOrders?.map((order) => [order.shopLabel, order.weightGrams])).toEqual([
        ["Amazon", 1200],
        ["Shein", 800],
      ]);
    }
  });

  it("refuses an order not declared, another client's, one already sent, or several without a packing choice; nothing is created", async () => {
    const kofi = await person("kofi");
    const ama = await person("ama");
    const declared = await insertShopOrder(db(), { clientId: kofi.id, contents: [ROBE] });
    const bare = await insertShopOrder(db(), { clientId: kofi.id });
    const amas = await insertShopOrder(db(), { clientId: ama.id, contents: [ROBE] });
    const nobodys = await insertShopOrder(db(), { clientId: null, contents: [ROBE] });

    const notDeclared = await request(kofi.browser, { orderIds: [declared.id, bare.id], repacking: "keep" });
    expect(notDeclared.statusCode, notDeclared.body).toBe(400);
    expect(notDeclared.json().message).toBe(ORDERS_NOT_DECLARED);

    for (const foreign of [amas.id, nobodys.id, "ord-inconnue"]) {
      const refused = await request(kofi.browser, { orderIds: [declared.id, foreign], repacking: "keep" });
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json().message).toBe(ORDER_NOT_FOUND);
    }
    const unpacked = await request(kofi.browser, { orderIds: [declared.id, bare.id] });
    expect(unpacked.statusCode).toBe(400);
    expect(unpacked.json().message).toBe(ORDERS_REPACKING_REQUIRED);
    expect(await parcelsOf(kofi.id)).toBe(0);
    expect(await waitingOf(kofi.id)).toBe(2);

    // One order alone needs no packing choice: its box travels as it is.
    const alone = await request(kofi.browser, { orderIds: [declared.id] });
    expect(alone.statusCode, alone.body).toBe(201);
    const [row] = await db().select().from(parcels).where(eq(parcels.id, alone.json().id));
    expect(row?.repacking).toBe("keep");
    const again = await request(kofi.browser, { orderIds: [declared.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDERS_ALREADY_SENT);
    expect(await parcelsOf(kofi.id)).toBe(1);
  });

  it("lets one of two tabs sending the same orders at once win: the other gets 409 and creates nothing", async () => {
    const yao = await person("yao");
    const first = await insertShopOrder(db(), { clientId: yao.id, contents: [ROBE] });
    const second = await insertShopOrder(db(), { clientId: yao.id, contents: [ROBE] });
    const body = { orderIds: [first.id, second.id], repacking: "keep" };
    const answers = await Promise.all([
      request(yao.browser, body, "onglet-un-0000000001"),
      request(yao.browser, { ...body, orderIds: [second.id, first.id] }, "onglet-deux-000000002"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(ORDERS_ALREADY_SENT);
    expect(await parcelsOf(yao.id)).toBe(1);
    const winner = answers.find((answer) => answer.statusCode === 201)?.json().id;
    const orders = await db().select().from(shopOrders).where(eq(shopOrders.clientId, yao.id));
    expect(orders.map((order) => order.parcelId)).toEqual([winner, winner]);
  });

  it("sends Lomé's orders on the reverse route only, and never with Paris's", async () => {
    const mawuli = await person("mawuli");
    const lome = await insertShopOrder(db(), { clientId: mawuli.id, place: "lome", contents: [ROBE] });
    const paris = await insertShopOrder(db(), { clientId: mawuli.id, contents: [ROBE] });
    const mixed = await request(mawuli.browser, { orderIds: [lome.id, paris.id], repacking: "keep" });
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().message).toBe(ORDERS_MIXED_PLACES);
    const wrongWay = await request(mawuli.browser, { orderIds: [lome.id] });
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json().fieldErrors.fromCountry).toBe(ordersLeaveFrom("Lomé"));
    expect(await parcelsOf(mawuli.id)).toBe(0);

    const reverseDate = await publishDeparture(t.app, "TG", "FR", 9);
    const reverse = await mawuli.browser.post(
      "/api/parcels",
      parcelRequest(reverseDate, {
        fromCountry: "TG",
        toCountry: "FR",
        clientPhone: "90 11 22 33",
        recipient: { ...TEST_RECIPIENT, phone: "06 12 34 56 78", city: "Paris", landmark: "" },
        orderIds: [lome.id],
      }),
    );
    expect(reverse.statusCode, reverse.body).toBe(201);
  });

  it("gives the orders back to Ma boîte when the carrier refuses the request", async () => {
    const afi = await person("afi");
    const order = await insertShopOrder(db(), { clientId: afi.id, contents: [ROBE] });
    const created = await request(afi.browser, { orderIds: [order.id] });
    expect(created.statusCode, created.body).toBe(201);
    const parcelId = created.json().id as string;
    await expectStatus(
      send(t.app, carrier, "POST", `/api/admin/parcels/${parcelId}/status`, {
        expectedStatus: "pending",
        to: "rejected",
      }),
      200,
    );
    const mine: MyShopOrders = (
      await expectStatus(send(t.app, afi.browser, "GET", "/api/shop-orders"), 200)
    ).json();
    expect(mine.waiting.map((waiting) => waiting.id)).toEqual([order.id]);
    const [row] = await db().select().from(parcels).where(eq(parcels.id, parcelId));
    expect(row).toMatchObject({ status: "rejected", repacking: null });
    // Sent again in a new request.
    const again = await request(afi.browser, { orderIds: [order.id] });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("gives the orders back to Ma boîte when the client cancels the request", async () => {
    const sena = await person("sena");
    const order = await insertShopOrder(db(), { clientId: sena.id, contents: [ROBE] });
    const created = await request(sena.browser, { orderIds: [order.id] });
    expect(created.statusCode, created.body).toBe(201);
    await expectStatus(
      send(t.app, sena.browser, "POST", `/api/parcels/${created.json().id}/cancel`, { confirmed: true }),
      200,
    );
    const mine: MyShopOrders = (
      await expectStatus(send(t.app, sena.browser, "GET", "/api/shop-orders"), 200)
    ).json();
    expect(mine.waiting.map((waiting) => [waiting.id, waiting.contents.length])).toEqual([[order.id, 1]]);
    const [item] = await db().select().from(contentItems).where(eq(contentItems.orderId, order.id));
    expect(item?.parcelId).toBeNull();
  });
});
