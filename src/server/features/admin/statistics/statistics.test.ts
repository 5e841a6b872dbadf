import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceSettlements, parcels } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertPaymentProof, insertRequestedParcel, insertSettlement } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import { computeStatistics } from "#shared/statistics";

describe.each(testDatabaseKinds)("admin statistics on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  it("answers zeros on an empty database", async () => {
    const admin = await adminBrowser(t.app);
    const response = await expectStatus(send(t.app, admin, "GET", "/api/admin/statistics"), 200);
    expect(response.json()).toEqual({
      totalPackages: 0,
      pendingPackages: 0,
      waitingForDates: 0,
      totalRevenueCents: 0,
      totalRevenueFcfa: 0,
      revenueBeforeInvoicingCents: 0,
      revenueBeforeInvoicingFcfa: 0,
      activeClients: 0,
      toVerify: 0,
    });
  });

  it("counts a known set, unpaid, refused and notification-only parcels included, as the shared definition does", async () => {
    const db = t.database.db;
    await confirmedAccount(t.app, "ama@mail.com");
    await confirmedAccount(t.app, "kofi@mail.com");
    await confirmedAccount(t.app, "sans-colis@mail.com");
    const ama = await userIdOf(db, "ama@mail.com");
    const kofi = await userIdOf(db, "kofi@mail.com");
    // Ama: pending unpaid with a date, a notification-only request (no date, no price), delivered paid.
    // Kofi: paid then refused (still revenue), refused unpaid with a proof, pending paid without date,
    // in transit paid.
    const known = [
      { clientId: ama, status: "pending", paid: false, priceCents: 2400, priceFcfa: 15720 },
      { clientId: ama, status: "pending", preferredDate: null, priceCents: null, priceFcfa: null },
      { clientId: ama, status: "delivered", paid: true, priceCents: 3600, priceFcfa: 23580 },
      { clientId: kofi, status: "rejected", paid: true, priceCents: 1200, priceFcfa: 7860 },
      { clientId: kofi, status: "rejected", paid: false, priceCents: 6000, priceFcfa: 39300, proof: true },
      {
        clientId: kofi,
        status: "pending",
        paid: true,
        preferredDate: null,
        priceCents: 1250,
        priceFcfa: 8188,
      },
      { clientId: kofi, status: "in_transit", paid: true, priceCents: 999, priceFcfa: 6550 },
    ] as const;
    for (const { proof, ...row } of known.map((row) => ({ proof: false, ...row }))) {
      const parcel = await insertRequestedParcel(db, row);
      if (proof) await insertPaymentProof(db, parcel.id);
    }
    // Weighed at reception (docs/product/departures.md#money-received): a balance validated (+6 €) and,
    // after a reset and a second weigh-in, another one (+3 €); one due with its proof (to verify, not yet
    // money); a refund made (−3 €); a balance waived (no money).
    const settled = await insertRequestedParcel(db, { clientId: kofi, status: "received", paid: true });
    await insertSettlement(db, settled.id, { kind: "paid", cents: 600, fcfa: 3930 });
    await insertSettlement(db, settled.id, { kind: "paid", cents: 300, fcfa: 1965 });
    const due = await insertRequestedParcel(db, { clientId: kofi, status: "received", paid: true });
    await db
      .update(parcels)
      .set({ balanceCents: 600, balanceFcfa: 3930, balanceState: "due", balanceProofReceivedAt: new Date() })
      .where(eq(parcels.id, due.id));
    const refunded = await insertRequestedParcel(db, { clientId: kofi, status: "received", paid: true });
    await insertSettlement(db, refunded.id, { kind: "refunded", cents: -300, fcfa: -1965 });
    const waived = await insertRequestedParcel(db, { clientId: kofi, status: "received", paid: true });
    await insertSettlement(db, waived.id, { kind: "waived", cents: 600, fcfa: 3930, note: "Geste" });

    const admin = await adminBrowser(t.app, "chef2@colibri.example");
    const response = await expectStatus(send(t.app, admin, "GET", "/api/admin/statistics"), 200);
    expect(response.json()).toEqual({
      totalPackages: 11,
      pendingPackages: 3,
      waitingForDates: 2,
      totalRevenueCents: 3600 + 1200 + 1250 + 999 + (2400 + 600 + 300) + 2400 + (2400 - 300) + 2400,
      totalRevenueFcfa: 23580 + 7860 + 8188 + 6550 + (15720 + 3930 + 1965) + 15720 + (15720 - 1965) + 15720,
      // Rows written straight into the tables, as parcels paid before invoicing began: none has an
      // invoice, so all of it is « payé avant la facturation » (docs/product/accounting.md#before-invoicing).
      revenueBeforeInvoicingCents: 3600 + 1200 + 1250 + 999 + (2400 + 600 + 300) + 2400 + (2400 - 300) + 2400,
      revenueBeforeInvoicingFcfa:
        23580 + 7860 + 8188 + 6550 + (15720 + 3930 + 1965) + 15720 + (15720 - 1965) + 15720,
      activeClients: 2,
      toVerify: 2,
    });
    // The SQL and the shared reference definition agree on the same rows.
    const rows = await db.select().from(parcels);
    const settlements = await db.select().from(balanceSettlements);
    const settledCents = (id: string) =>
      settlements
        .filter((each) => each.parcelId === id && each.kind !== "waived")
        .reduce((sum, each) => sum + each.cents, 0);
    const reference = computeStatistics(
      rows.map((row) => ({ ...row, priceCents: row.priceCents ?? 0, settledCents: settledCents(row.id) })),
    );
    const {
      totalRevenueFcfa: _fcfa,
      revenueBeforeInvoicingCents: _beforeCents,
      revenueBeforeInvoicingFcfa: _beforeFcfa,
      ...fromSql
    } = response.json();
    expect(fromSql).toEqual(reference);
  });
});
