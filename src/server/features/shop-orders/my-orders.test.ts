import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, shopOrders, users } from "#server/db/schema";
import { expectStatus, send } from "#server/test/admin-test-kit";
import { client, createParcel, publishDeparture } from "#server/test/parcels-test-kit";
import { insertShopOrder } from "#server/test/shop-order-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";
import { declaredValueTooHigh } from "#shared/shop-orders/contents-rules";
import {
  ORDER_ALREADY_SENT,
  ORDER_NOT_FOUND,
  REFUSED_ITEMS_NOT_ACKNOWLEDGED,
} from "#shared/shop-orders/my-orders-messages";
import { refusedItemMessage } from "#shared/shop-orders/refused-items";
import { type MyShopOrders, shopOrderPhotoPath } from "#shared/shop-orders/shop-order-api";

const ROBE = {
  category: "clothing",
  description: "Robe en coton",
  quantity: 2,
  unitValueCents: 1250,
} as const;
const DAY = 86_400_000;

/** Ma boîte for the client (docs/product/ma-boite.md#ma-boite): the list, the refused list, the contents. */
describe.each(testDatabaseKinds)("Ma boîte, the client's orders and contents, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function person(label: string) {
    const browser = await client(t.app, label);
    const me = await browser.me();
    return { browser, id: me?.id as string };
  }
  const myOrders = async (browser: TestBrowser): Promise<MyShopOrders> =>
    (await expectStatus(send(t.app, browser, "GET", "/api/shop-orders"), 200)).json();
  const declare = (browser: TestBrowser, orderId: string, items: unknown[]) =>
    send(t.app, browser, "PUT", `/api/shop-orders/${orderId}/contents`, { items });
  const acknowledge = (browser: TestBrowser) =>
    expectStatus(send(t.app, browser, "POST", "/api/shop-orders/refused-items-acknowledgement", {}), 200);
  const contentsOf = (orderId: string) =>
    db().select().from(contentItems).where(eq(contentItems.orderId, orderId));

  it("answers a visitor 401 on every route", async () => {
    const visitor = testBrowser(t.app);
    expect((await send(t.app, visitor, "GET", "/api/shop-orders")).statusCode).toBe(401);
    expect((await declare(visitor, "ord-x", [ROBE])).statusCode).toBe(401);
    expect(
      (await send(t.app, visitor, "POST", "/api/shop-orders/refused-items-acknowledgement", {})).statusCode,
    ).toBe(401);
  });

  it("lists the client's own orders only, waiting and sent, with the address and the storage left", async () => {
    const awa = await person("awa");
    const kofi = await person("kofi");
    const now = Date.now();
    const old = await insertShopOrder(db(), {
      clientId: awa.id,
      shop: "shein",
      weightGrams: 850,
      receivedAt: new Date(now - 50 * DAY),
      photos: 2,
    });
    const recent = await insertShopOrder(db(), {
      clientId: awa.id,
      shop: "other",
      shopName: "Decathlon",
      receivedAt: new Date(now - 10 * DAY),
    });
    await insertShopOrder(db(), { clientId: kofi.id });
    await insertShopOrder(db(), { clientId: null });

    const mine = await myOrders(awa.browser);
    expect(mine.waiting.map((order) => order.id)).toEqual([old.id, recent.id]);
    expect(mine.sent).toEqual([]);
    const [first, second] = mine.waiting;
    expect(first).toMatchObject({
      shop: "shein",
      shopLabel: "Shein",
      weightGrams: 850,
      photoUrls: [shopOrderPhotoPath(old.id, 0), shopOrderPhotoPath(old.id, 1)],
      storageDaysLeft: -5,
      storageEndsOn: addDays(todayInParis(new Date(now - 50 * DAY)), 45),
      contents: [],
      parcelId: null,
    });
    expect(second).toMatchObject({ shopLabel: "Decathlon", storageDaysLeft: 35 });
    const [account] = await db().select().from(users).where(eq(users.id, awa.id));
    expect(mine.reference).toBe(account?.reference);
    expect(mine.address).toEqual([
      account?.name,
      `Colibri Réception (démo) – ${account?.reference}`,
      "1 rue de l'Exemple",
      "75000 Paris",
      "France",
    ]);
    expect(mine.refusedItemsAcknowledged).toBe(false);
    expect((await myOrders(kofi.browser)).waiting).toHaveLength(1);
  });

  it("records the refused-items acknowledgement once, keeping its first moment", async () => {
    const ama = await person("ama");
    const first = (await acknowledge(ama.browser)).json().acknowledgedAt;
    const again = (await acknowledge(ama.browser)).json().acknowledgedAt;
    expect(again).toBe(first);
    expect((await myOrders(ama.browser)).refusedItemsAcknowledged).toBe(true);
  });

  it("refuses contents before the refused list is acknowledged, then replaces the list on each save", async () => {
    const yao = await person("yao");
    const order = await insertShopOrder(db(), { clientId: yao.id });
    const refused = await expectStatus(declare(yao.browser, order.id, [ROBE]), 409);
    expect(refused.json().message).toBe(REFUSED_ITEMS_NOT_ACKNOWLEDGED);
    expect(await contentsOf(order.id)).toHaveLength(0);

    await acknowledge(yao.browser);
    const saved: MyShopOrders = (await expectStatus(declare(yao.browser, order.id, [ROBE]), 200)).json();
    expect(saved.waiting[0]?.contents).toMatchObject([ROBE]);
    const shoes = { category: "shoes", description: "Baskets", quantity: 1, unitValueCents: 4990 };
    const replaced: MyShopOrders = (
      await expectStatus(declare(yao.browser, order.id, [shoes, ROBE]), 200)
    ).json();
    expect(replaced.waiting[0]?.contents).toMatchObject([shoes, ROBE]);
    expect(await contentsOf(order.id)).toHaveLength(2);
  });

  it("refuses bad lines in French and changes nothing", async () => {
    const afi = await person("afi");
    await acknowledge(afi.browser);
    const order = await insertShopOrder(db(), { clientId: afi.id, contents: [ROBE] });
    const ceiling = t.config.DECLARED_VALUE_MAX_EUROS * 100;

    const tooDear = await expectStatus(
      declare(afi.browser, order.id, [{ ...ROBE, unitValueCents: ceiling + 1 }]),
      400,
    );
    expect(tooDear.json()).toMatchObject({
      message: declaredValueTooHigh(ceiling),
      fieldErrors: { "items.0.unitValueCents": declaredValueTooHigh(ceiling) },
    });
    expect(declaredValueTooHigh(ceiling)).toContain("2\u202f000\u00a0€");
    await expectStatus(declare(afi.browser, order.id, [{ ...ROBE, unitValueCents: ceiling }]), 200);

    const parfum = await expectStatus(
      declare(afi.browser, order.id, [ROBE, { ...ROBE, description: "Eau de parfum Dior" }]),
      400,
    );
    expect(parfum.json().fieldErrors["items.1.description"]).toBe(
      refusedItemMessage({ label: "Parfums", keywords: [] }),
    );
    const negative = await expectStatus(
      declare(afi.browser, order.id, [{ ...ROBE, unitValueCents: -1 }]),
      400,
    );
    expect(negative.json().message).toBe("La valeur ne peut pas être négative.");
    const noCategory = await expectStatus(
      declare(afi.browser, order.id, [{ ...ROBE, category: "armes" }]),
      400,
    );
    expect(noCategory.json().message).toBe("Choisissez une catégorie.");
    const [kept] = await contentsOf(order.id);
    expect(kept).toMatchObject({ unitValueCents: ceiling, description: ROBE.description });
  });

  it("answers 404 for another client's order or an unknown one, 409 for an order already sent", async () => {
    const mawuli = await person("mawuli");
    const sena = await person("sena");
    await acknowledge(mawuli.browser);
    const senasOrder = await insertShopOrder(db(), { clientId: sena.id, contents: [ROBE] });
    const notHers = await expectStatus(declare(mawuli.browser, senasOrder.id, [ROBE]), 404);
    expect(notHers.json().message).toBe(ORDER_NOT_FOUND);
    await expectStatus(declare(mawuli.browser, "ord-inconnue", [ROBE]), 404);
    const unidentified = await insertShopOrder(db(), { clientId: null });
    await expectStatus(declare(mawuli.browser, unidentified.id, [ROBE]), 404);

    const date = await publishDeparture(t.app, "FR", "TG", 9);
    const parcel = await createParcel(mawuli.browser, date);
    const gone = await insertShopOrder(db(), { clientId: mawuli.id, contents: [ROBE] });
    await db().update(shopOrders).set({ parcelId: parcel.id }).where(eq(shopOrders.id, gone.id));
    const sent = await expectStatus(declare(mawuli.browser, gone.id, [{ ...ROBE, quantity: 9 }]), 409);
    expect(sent.json().message).toBe(ORDER_ALREADY_SENT);
    expect((await contentsOf(gone.id))[0]?.quantity).toBe(2);
    const list = await myOrders(mawuli.browser);
    expect(list.sent.map((order) => order.id)).toEqual([gone.id]);
    expect(list.sent[0]?.parcelReference).toMatch(/^CLB-[0-9A-Z]{4}-01$/);
  });
});
