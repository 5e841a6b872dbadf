import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { parseCsv } from "#server/test/csv-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { todayInParis } from "#shared/calendar-dates";

const SELLER_ENV = {
  INVOICE_SELLER_NAME: "Transports Essai EI",
  INVOICE_SELLER_ADDRESS: "2 rue des Essais | 69000 Lyon | France",
  INVOICE_SELLER_SIRET: "732 829 320 00074",
};
const WITH_VAT = { ...SELLER_ENV, INVOICE_VAT_RATE: "20", INVOICE_VAT_NUMBER: "FR40732829320" };

const HT = 9;
const TVA = 10;
const TTC = 11;

const cents = (cell: string | undefined) => Math.round(Number((cell ?? "").replace(",", ".")) * 100);

/**
 * The accounting export's totals rows fill their HT and VAT columns (docs/product/accounting.md#export):
 * each is the sum of its rows' cells, and HT + VAT = TTC, with VAT configured and without (decisions
 * 084, 085). A price paid, a balance paid, a refund: two invoices and a credit note.
 */
describe.each(testDatabaseKinds)("the accounting export's HT and VAT totals, on %s", (kind) => {
  describe.each([
    ["without VAT (micro-entreprise)", SELLER_ENV, 0],
    ["with VAT at 20 %", WITH_VAT, 1],
  ] as const)("%s", (_name, env, taxed) => {
    let t: TestApp;
    let admin: TestBrowser;
    beforeAll(async () => {
      t = await createTestApp({ kind, env });
      admin = await adminBrowser(t.app);
      await confirmedAccount(t.app, "kossi@mail.com");
    });
    afterAll(() => t?.close());

    it("sums HT and VAT of the invoices, the credit notes and the net, each adding up to its TTC", async () => {
      const clientId = await userIdOf(t.database.db, "kossi@mail.com");
      const act = (path: string, body: object) =>
        expectStatus(send(t.app, admin, "POST", `/api/admin/parcels/${path}`, body), 200);
      for (const [weighedKg, settle] of [
        [3, "validate"],
        [1, "refund"],
      ] as const) {
        const parcel = await insertRequestedParcel(t.database.db, { clientId, preferredDate: "2030-01-15" });
        await act(`${parcel.id}/mark-paid`, { expectedStatus: "pending", confirmed: true });
        await act(`${parcel.id}/status`, {
          expectedStatus: "accepted",
          to: "received",
          weighIn: { weightKg: weighedKg },
        });
        await act(`${parcel.id}/balance/${settle}`, { expectedStatus: "received", confirmed: true });
      }
      const today = todayInParis();
      const response = await expectStatus(
        send(t.app, admin, "GET", `/api/admin/accounting/export.csv?from=${today}&to=${today}`),
        200,
      );
      const rows = parseCsv(response.body.slice(1));
      const documents = rows.slice(1, -3);
      expect(documents.map((row) => row[0])).toEqual(["Facture", "Facture", "Facture", "Avoir"]);
      const [invoices, creditNotes, net] = rows.slice(-3);
      expect([invoices?.[0], creditNotes?.[0], net?.[0]]).toEqual([
        "Total factures",
        "Total avoirs",
        "Total net",
      ]);
      const sum = (list: string[][], column: number) =>
        list.reduce((total, row) => total + cents(row[column]), 0);
      const ofType = (type: string) => documents.filter((row) => row[0] === type);
      for (const [total, list] of [
        [invoices, ofType("Facture")],
        [creditNotes, ofType("Avoir")],
        [net, documents],
      ] as const) {
        expect(total?.[HT], `${total?.[0]} HT`).not.toBe("");
        expect(total?.[TVA], `${total?.[0]} TVA`).not.toBe("");
        expect(cents(total?.[HT])).toBe(sum(list, HT));
        expect(cents(total?.[TVA])).toBe(sum(list, TVA));
        expect(cents(total?.[HT]) + cents(total?.[TVA])).toBe(cents(total?.[TTC]));
      }
      // Prices 24,00 € × 2, a balance of 12,00 €, a refund of 12,00 €: 48,00 € net.
      expect(cents(net?.[TTC])).toBe(4800);
      // Without VAT, HT = TTC and the VAT is nothing; at 20 %, HT = TTC ÷ 1,2.
      expect(cents(net?.[TVA])).toBe(taxed ? 800 : 0);
      expect(cents(net?.[HT])).toBe(taxed ? 4000 : 4800);
    });
  });
});
