import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/database";
import { users } from "#server/db/schema";
import { businessFigures } from "#server/features/admin/statistics/business-figures.service";
import { dashboardStatistics } from "#server/features/admin/statistics/statistics.service";
import { seedDemoData } from "#server/features/demo/demo-data";
import { accountingExport } from "#server/features/invoices";
import { moneyReceived } from "#server/features/money";
import { addDays, todayInParis } from "#shared/calendar-dates";
import { BEFORE_INVOICING_LABEL } from "#shared/invoices";
import { parseCsv } from "./csv-test-kit";
import { allDocuments, netOfDocuments, sequencesAreContinuous } from "./invoices-test-kit";
import { insertRequestedParcel } from "./parcel-test-data";
import { createTestDatabase, testDatabaseKinds } from "./test-database";

/**
 * One definition of money received (docs/product/accounting.md#tie-out, decision 091): computed the
 * one way, it is what the dashboard's « Revenus » card, the charts' months and the accounting export
 * show, on the demo's data and with a payment recorded before invoicing began. The random sequences
 * of the money property test (money-property-suite.ts) check the same equalities after each of 1 000 sequences.
 */
describe.each(testDatabaseKinds)("money received, one definition, on %s", (kind) => {
  let database: DatabaseHandle;
  const now = new Date();
  const today = todayInParis(now);
  // The longest period the export takes (366 days): every demo payment is in it.
  const lastYear = { from: addDays(today, -365), to: today };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
  });
  afterAll(() => database?.close());

  async function views() {
    const db = database.db;
    const [received, card, figures, exported] = await Promise.all([
      moneyReceived(db),
      dashboardStatistics(db),
      businessFigures(db, now),
      accountingExport(db, lastYear),
    ]);
    const charts = figures.revenueByMonth.reduce(
      (sum, month) => ({ cents: sum.cents + month.cents, fcfa: sum.fcfa + month.fcfa }),
      { cents: 0, fcfa: 0 },
    );
    return { received, card, charts, exported, rows: parseCsv(exported.body.slice(1)) };
  }

  it("on the demo: every paid parcel has its invoice, and the card, the charts and the export say the same", async () => {
    const { received, card, charts, exported, rows } = await views();
    expect(received.cents).toBeGreaterThan(0);
    expect(received.beforeInvoicing).toEqual({ cents: 0, fcfa: 0 });
    expect({ cents: card.totalRevenueCents, fcfa: card.totalRevenueFcfa }).toEqual({
      cents: received.cents,
      fcfa: received.fcfa,
    });
    expect({ cents: card.revenueBeforeInvoicingCents, fcfa: card.revenueBeforeInvoicingFcfa }).toEqual({
      cents: 0,
      fcfa: 0,
    });
    expect(charts).toEqual({ cents: received.cents, fcfa: received.fcfa });
    expect({ cents: exported.totals.net.cents, fcfa: exported.totals.net.fcfa }).toEqual({
      cents: received.cents,
      fcfa: received.fcfa,
    });
    expect(rows.some((row) => row[0] === BEFORE_INVOICING_LABEL)).toBe(false);
    const documents = await allDocuments(database.db);
    expect(netOfDocuments(documents)).toEqual({ cents: received.cents, fcfa: received.fcfa });
    expect(sequencesAreContinuous(documents)).toBe(true);
    // Numbered in the order of their payments: a later number never has an earlier date.
    const invoices = documents.filter((doc) => doc.kind === "invoice");
    const byNumber = [...invoices].sort((a, b) => a.year - b.year || a.sequence - b.sequence);
    const byDate = [...invoices].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
    expect(byNumber.map((doc) => doc.number)).toEqual(byDate.map((doc) => doc.number));
  });

  it("seeding again issues no second invoice", async () => {
    const before = await allDocuments(database.db);
    await seedDemoData(database.db, now);
    expect(await allDocuments(database.db)).toHaveLength(before.length);
  });

  it("a parcel paid before invoicing is shown as such, and the figures still tie out", async () => {
    const [client] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "client@colibri.example"));
    const createdAt = new Date(now.getTime() - 3 * 86_400_000);
    const legacy = await insertRequestedParcel(database.db, {
      clientId: client?.id ?? "",
      paid: true,
      status: "accepted",
      priceCents: 3000,
      priceFcfa: 19650,
      createdAt,
    });
    const documents = await allDocuments(database.db);
    const { received, card, charts, exported, rows } = await views();
    expect(received.beforeInvoicing).toEqual({ cents: 3000, fcfa: 19650 });
    expect(netOfDocuments(documents)).toEqual({ cents: received.cents - 3000, fcfa: received.fcfa - 19650 });
    expect(card.revenueBeforeInvoicingCents).toBe(3000);
    expect(card.revenueBeforeInvoicingFcfa).toBe(19650);
    expect(card.totalRevenueCents).toBe(received.cents);
    expect(charts).toEqual({ cents: received.cents, fcfa: received.fcfa });
    expect(exported.totals.beforeInvoicing).toMatchObject({ cents: 3000, fcfa: 19650, count: 1 });
    expect({ cents: exported.totals.net.cents, fcfa: exported.totals.net.fcfa }).toEqual({
      cents: received.cents,
      fcfa: received.fcfa,
    });
    const row = rows.find((cells) => cells[0] === BEFORE_INVOICING_LABEL);
    expect(row?.slice(0, 6)).toEqual([
      BEFORE_INVOICING_LABEL,
      "",
      expect.any(String),
      "Awa Démo",
      "client@colibri.example",
      legacy.id,
    ]);
    expect(row?.[11]).toBe("30,00");
    expect(row?.[12]).toBe("19650");
    expect(rows.at(-2)?.slice(0, 2)).toEqual([
      `Total ${BEFORE_INVOICING_LABEL.toLowerCase()}`,
      "1 mouvement",
    ]);
    // No HT nor VAT for a move that has no document: its total and the net leave them empty.
    expect(row?.slice(9, 11)).toEqual(["", ""]);
    expect(rows.at(-2)?.slice(9, 11)).toEqual(["", ""]);
    expect(rows.at(-1)?.[0]).toBe("Total net");
    expect(rows.at(-1)?.slice(9, 11)).toEqual(["", ""]);
  });
});
