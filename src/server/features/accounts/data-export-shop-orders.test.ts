import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipped } from "#server/test/account-data-test-kit";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { insertShopOrder } from "#server/test/shop-order-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import { EXPORT_PATH } from "#shared/account-data";
import { EXPORT_JSON_NAME } from "./data-export.service";

/** 'Télécharger mes données' with orders of Ma boîte (docs/product/accounts.md#data-export). */
describe.each(testDatabaseKinds)("data export of the orders of Ma boîte, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  it("holds the account's orders with their contents and photos, and nobody else's", async () => {
    const awa = await confirmedAccount(t.app, "awa-export@mail.com");
    const awaId = await userIdOf(t.database.db, "awa-export@mail.com");
    await confirmedAccount(t.app, "kofi-export@mail.com");
    const kofiId = await userIdOf(t.database.db, "kofi-export@mail.com");
    const order = await insertShopOrder(t.database.db, {
      clientId: awaId,
      shop: "shein",
      trackingNumber: "SH-EXPORT-1",
      weightGrams: 850,
      photos: 2,
      contents: [{ category: "clothing", description: "Robe en coton", quantity: 2, unitValueCents: 1250 }],
    });
    const other = await insertShopOrder(t.database.db, { clientId: kofiId, trackingNumber: "KOFI-ONLY-1" });

    const download = await awa.get(EXPORT_PATH);
    expect(download.statusCode, download.body).toBe(200);
    const files = unzipped(download.rawPayload);
    const data = JSON.parse(files[EXPORT_JSON_NAME]?.toString("utf8") ?? "{}");
    expect(data.commandesMaBoîte).toEqual([
      {
        id: order.id,
        boutique: "Shein",
        numéroDeSuivi: "SH-EXPORT-1",
        numéroDeCommande: null,
        poidsGrammes: 850,
        reçueÀ: "Paris",
        reçueLe: order.receivedAt.toISOString(),
        colis: null,
        contenu: [
          { catégorie: "Vêtements", description: "Robe en coton", quantité: 2, valeurUnitaireCentimes: 1250 },
        ],
        photos: [`commandes/${order.id}/photo-0.webp`, `commandes/${order.id}/photo-1.webp`],
      },
    ]);
    expect(files[`commandes/${order.id}/photo-1.webp`]?.toString()).toBe(`photo ${order.id} 1`);
    expect(Object.keys(files).some((name) => name.includes(other.id))).toBe(false);
    expect(files[EXPORT_JSON_NAME]?.toString("utf8")).not.toContain("KOFI-ONLY-1");
  });
});
