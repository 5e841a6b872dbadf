import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, shopOrderPhotos, shopOrders, storedFiles, users } from "#server/db/schema";
import { confirmedAccount, PASSWORD, userIdOf } from "#server/test/accounts-test-kit";
import { insertParcel } from "#server/test/parcel-test-data";
import { insertShopOrder } from "#server/test/shop-order-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import { DELETE_ACCOUNT_PATH, DELETION_ORDERS_WAITING } from "#shared/account-data";

const ROBE = { category: "clothing", description: "Robe en coton", quantity: 1, unitValueCents: 1500 } as const;

/** 'Supprimer mon compte' with orders of Ma boîte (docs/product/accounts.md#account-deletion, decision 103). */
describe.each(testDatabaseKinds)("account deletion with orders of Ma boîte, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const userExists = async (id: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  async function person(email: string) {
    const browser = await confirmedAccount(t.app, email);
    return { browser, id: await userIdOf(db(), email) };
  }

  it("waits while a box is still in the warehouse: in Ma boîte, or in a request not paid", async () => {
    const awa = await person("awa-boite@mail.com");
    const waiting = await insertShopOrder(db(), { clientId: awa.id, contents: [ROBE] });
    const refused = await awa.browser.post(DELETE_ACCOUNT_PATH, { password: PASSWORD });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(DELETION_ORDERS_WAITING);

    const unpaid = await insertParcel(db(), { clientId: awa.id });
    await db().update(shopOrders).set({ parcelId: unpaid.id }).where(eq(shopOrders.id, waiting.id));
    const stillRefused = await awa.browser.post(DELETE_ACCOUNT_PATH, { password: PASSWORD });
    expect(stillRefused.statusCode).toBe(409);
    expect(await userExists(awa.id)).toBe(true);
  });

  it("removes the orders that travelled, their photos included, and leaves their lines to the kept parcel", async () => {
    const kofi = await person("kofi-boite@mail.com");
    const delivered = await insertParcel(db(), { clientId: kofi.id, status: "delivered", paid: true });
    const order = await insertShopOrder(db(), { clientId: kofi.id, photos: 2, contents: [ROBE] });
    await db().update(shopOrders).set({ parcelId: delivered.id }).where(eq(shopOrders.id, order.id));
    await db().update(contentItems).set({ parcelId: delivered.id }).where(eq(contentItems.orderId, order.id));
    const fileIds = (
      await db().select().from(shopOrderPhotos).where(eq(shopOrderPhotos.orderId, order.id))
    ).map((photo) => photo.fileId);

    const answer = await kofi.browser.post(DELETE_ACCOUNT_PATH, { password: PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await userExists(kofi.id)).toBe(false);
    expect(await db().select().from(shopOrders).where(eq(shopOrders.id, order.id))).toEqual([]);
    for (const fileId of fileIds)
      expect(await db().select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    const lines = await db().select().from(contentItems).where(eq(contentItems.parcelId, delivered.id));
    expect(lines).toMatchObject([{ orderId: null, description: ROBE.description }]);
  });
});
