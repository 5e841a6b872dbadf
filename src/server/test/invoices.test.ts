import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodInstants } from "#server/features/invoices";
import { moneyReceived } from "#server/features/money";
import { unzipped } from "#server/test/account-data-test-kit";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { parseCsv } from "#server/test/csv-test-kit";
import { allDocuments, netOfDocuments, sequencesAreContinuous } from "#server/test/invoices-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { asExtracted, pdfText } from "#server/test/pdf-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { todayInParis } from "#shared/calendar-dates";
import { momentParts, PARIS } from "#shared/french-dates";
import { VAT_EXEMPT_MENTION } from "#shared/invoices";

const CLIENT = "kossi@mail.com";
const OTHER = "afi@mail.com";
const SELLER_ENV = {
  INVOICE_SELLER_NAME: "Transports Essai EI",
  INVOICE_SELLER_ADDRESS: "2 rue des Essais | 69000 Lyon | France",
  INVOICE_SELLER_SIRET: "732 829 320 00074",
};

/**
 * Invoices and credit notes through the HTTP API (docs/product/accounting.md): one per payment validated
 * (the price, each balance) and per refund, numbered without gaps, linked to the client alone, drawn
 * with every mention the law asks, exported with totals equal to the money received.
 */
describe.each(testDatabaseKinds)("invoices and credit notes, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let client: TestBrowser;
  let other: TestBrowser;
  let clientId: string;
  const year = momentParts(new Date(), PARIS).year;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: SELLER_ENV });
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, CLIENT);
    other = await confirmedAccount(t.app, OTHER);
    clientId = await userIdOf(t.database.db, CLIENT);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const markPaid = (id: string, expectedStatus = "pending") =>
    send(t.app, admin, "POST", `/api/admin/parcels/${id}/mark-paid`, { expectedStatus, confirmed: true });
  const statusTo = (id: string, expectedStatus: string, to: string, weightKg?: number) =>
    send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
      expectedStatus,
      to,
      ...(weightKg === undefined ? {} : { weighIn: { weightKg } }),
    });
  const balance = (id: string, action: "validate" | "refund" | "waive") =>
    send(t.app, admin, "POST", `/api/admin/parcels/${id}/balance/${action}`, {
      expectedStatus: "received",
      confirmed: true,
      ...(action === "waive" ? { note: "Geste commercial" } : {}),
    });
  const parcelOf = (description = "Pagne wax et chaussures") =>
    insertRequestedParcel(db(), { clientId, description, preferredDate: "2030-01-15" });

  it("issues an invoice per payment validated, a credit note per refund, linked to the client", async () => {
    const parcel = await parcelOf();
    await expectStatus(markPaid(parcel.id), 200);
    // 2 kg paid, weighed 3 kg: 12,00 € more, validated.
    await expectStatus(statusTo(parcel.id, "accepted", "received", 3), 200);
    await expectStatus(balance(parcel.id, "validate"), 200);
    // Reset, accepted again, weighed 2,5 kg: 6,00 € to give back, refunded.
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${parcel.id}/reset`, {
        expectedStatus: "received",
        confirmed: true,
      }),
      200,
    );
    await expectStatus(statusTo(parcel.id, "pending", "accepted"), 200);
    await expectStatus(statusTo(parcel.id, "accepted", "received", 2.5), 200);
    await expectStatus(balance(parcel.id, "refund"), 200);

    const documents = (await allDocuments(db())).filter((doc) => doc.parcelId === parcel.id);
    expect(documents.map((doc) => [doc.number, doc.reason, doc.cents, doc.fcfa])).toEqual([
      [`AV-${year}-000001`, "refund", 600, 3930],
      [`${year}-000001`, "price", 2400, 15720],
      [`${year}-000002`, "balance", 1200, 7860],
    ]);
    const creditNote = documents[0];
    expect(creditNote?.content.corrects?.number).toBe(`${year}-000002`);
    // Σ invoices − Σ credit notes = the money received: 30,00 €.
    expect(netOfDocuments(documents)).toEqual({ cents: 3000, fcfa: 19650 });

    // Linked from the parcel's detail and the payment page, for the client and the carrier.
    const detail = (await expectStatus(client.get(`/api/parcels/${parcel.id}`), 200)).json().parcel;
    expect(detail.documents.map((doc: { number: string }) => doc.number)).toEqual([
      `${year}-000001`,
      `${year}-000002`,
      `AV-${year}-000001`,
    ]);
    expect(detail.documents[0].url).toBe(`/api/invoices/${year}-000001/pdf`);
    const payment = (await expectStatus(client.get(`/api/parcels/${parcel.id}/payment`), 200)).json();
    expect(payment.documents).toHaveLength(3);
    const adminDetail = (
      await expectStatus(send(t.app, admin, "GET", `/api/parcels/${parcel.id}`), 200)
    ).json().parcel;
    expect(adminDetail.documents[0].url).toBe(`/api/admin/invoices/${year}-000001/pdf`);
  });

  it("draws each document with every mandatory mention; the client only gets their own", async () => {
    const response = await expectStatus(client.get(`/api/invoices/${year}-000002/pdf`), 200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.rawPayload);
    for (const mention of [
      "FACTURE",
      `N° : ${year}-000002`,
      "Transports Essai EI",
      "2 rue des Essais",
      "69000 Lyon",
      "SIRET : 732 829 320 00074",
      VAT_EXEMPT_MENTION,
      "Date : ",
      "kossi",
      CLIENT,
      "Trajet : France → Togo",
      "Départ : mardi 15 janvier 2030",
      "poids mesuré 3 kg × 12,00 €/kg",
      "36,00 €",
      "Déjà réglé ou remis sur ce colis",
      "Total : 12,00 €",
      "Soit 7 860 FCFA",
      "Facture acquittée le",
      "Mode de paiement : Virement ou Mobile Money",
      "Référence : pkg-",
    ]) {
      expect(asExtracted(text), mention).toContain(asExtracted(mention));
    }
    const credit = await expectStatus(client.get(`/api/invoices/AV-${year}-000001/pdf`), 200);
    const creditText = asExtracted(await pdfText(credit.rawPayload));
    for (const mention of [
      "AVOIR",
      `Avoir sur la facture n° ${year}-000002`,
      "Trop-perçu remboursé après pesée",
      "Total remboursé : 6,00 €",
      "Soit 3 930 FCFA",
      "Remboursé le",
      VAT_EXEMPT_MENTION,
    ]) {
      expect(creditText, mention).toContain(asExtracted(mention));
    }
    if (process.env.SAVE_PDFS) {
      writeFileSync(`${process.env.SAVE_PDFS}/facture.pdf`, response.rawPayload);
      writeFileSync(`${process.env.SAVE_PDFS}/avoir.pdf`, credit.rawPayload);
    }
    // Someone else's document, or one that does not exist: the same 404.
    await expectStatus(other.get(`/api/invoices/${year}-000002/pdf`), 404);
    await expectStatus(client.get(`/api/invoices/${year}-999999/pdf`), 404);
    await expectStatus(client.get("/api/invoices/nimportequoi/pdf"), 400);
    // The carrier's own route, under the second factor.
    await expectStatus(send(t.app, admin, "GET", `/api/admin/invoices/${year}-000002/pdf`), 200);
    await expectStatus(send(t.app, admin, "GET", `/api/invoices/${year}-000002/pdf`), 404);
  });

  it("puts the client's invoices and credit notes in their data export, as issued and as PDF", async () => {
    const archive = unzipped((await expectStatus(client.get("/api/accounts/me/export"), 200)).rawPayload);
    expect(Object.keys(archive).filter((path) => path.startsWith("factures/"))).toEqual([
      `factures/facture-${year}-000001.pdf`,
      `factures/facture-${year}-000002.pdf`,
      `factures/avoir-AV-${year}-000001.pdf`,
    ]);
    const data = JSON.parse(archive["colibri-mes-donnees.json"]?.toString("utf8") ?? "{}");
    expect(data.facturesEtAvoirs.map((doc: { number: string }) => doc.number)).toEqual([
      `${year}-000001`,
      `${year}-000002`,
      `AV-${year}-000001`,
    ]);
    // Nothing of anybody else's.
    const theirs = unzipped((await expectStatus(other.get("/api/accounts/me/export"), 200)).rawPayload);
    expect(Object.keys(theirs).filter((path) => path.startsWith("factures/"))).toEqual([]);
  });

  it("a waived balance, a reset or a refusal issues nothing", async () => {
    const parcel = await parcelOf();
    await expectStatus(markPaid(parcel.id), 200);
    await expectStatus(statusTo(parcel.id, "accepted", "received", 4), 200);
    await expectStatus(balance(parcel.id, "waive"), 200);
    const documents = (await allDocuments(db())).filter((doc) => doc.parcelId === parcel.id);
    expect(documents.map((doc) => doc.reason)).toEqual(["price"]);
  });

  it("exports every document of the period, totals equal to the money received", async () => {
    const today = todayInParis();
    const response = await expectStatus(
      send(t.app, admin, "GET", `/api/admin/accounting/export.csv?from=${today}&to=${today}`),
      200,
    );
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="comptabilite-colibri-${today}-au-${today}.csv"`,
    );
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]?.slice(0, 4)).toEqual(["Type", "Numéro", "Date", "Client"]);
    const documents = await allDocuments(db());
    const body = rows.slice(1, -3);
    expect(body).toHaveLength(documents.length);
    const amount = (cell: string | undefined) => Math.round(Number((cell ?? "").replace(",", ".")) * 100);
    const sumCents = body.reduce((sum, row) => sum + amount(row[11]), 0);
    const sumFcfa = body.reduce((sum, row) => sum + Number(row[12]), 0);
    const net = rows.at(-1);
    expect(net?.[0]).toBe("Total net");
    expect(amount(net?.[11])).toBe(sumCents);
    expect(Number(net?.[12])).toBe(sumFcfa);
    // = Σ invoices − Σ credit notes = the dashboard's revenue over the same days.
    expect({ cents: sumCents, fcfa: sumFcfa }).toEqual(netOfDocuments(documents));
    const { from, to } = periodInstants({ from: today, to: today });
    expect(await moneyReceived(db(), { from, to })).toEqual({
      cents: sumCents,
      fcfa: sumFcfa,
      beforeInvoicing: { cents: 0, fcfa: 0 },
    });
    expect(sequencesAreContinuous(documents)).toBe(true);

    await expectStatus(
      send(t.app, admin, "GET", `/api/admin/accounting/export.csv?from=${today}&to=2020-01-01`),
      400,
    );
  });

  it("disarms a formula a client typed as their name", async () => {
    const evil = await confirmedAccount(t.app, "evil@mail.com");
    void evil;
    const evilId = await userIdOf(db(), "evil@mail.com");
    const { users } = await import("#server/db/schema");
    const { eq } = await import("drizzle-orm");
    await db().update(users).set({ name: '=HYPERLINK("http://x")' }).where(eq(users.id, evilId));
    const parcel = await insertRequestedParcel(db(), { clientId: evilId });
    await expectStatus(markPaid(parcel.id), 200);
    const today = todayInParis();
    const csv = (
      await expectStatus(
        send(t.app, admin, "GET", `/api/admin/accounting/export.csv?from=${today}&to=${today}`),
        200,
      )
    ).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});
