import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { balanceSettlements, departures, parcels, paymentProofs } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import {
  insertOnlinePayment,
  insertPaymentProof,
  insertRequestedParcel,
  insertSettlement,
} from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import { lastMonths } from "#shared/admin/business-figures";
import { businessFigures } from "./business-figures.service";

const NOW = new Date("2026-11-15T12:00:00Z");

describe("lastMonths", () => {
  it("counts back across a year's end, oldest first", () => {
    expect(lastMonths(2026, 2, 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(lastMonths(2026, 11)).toHaveLength(12);
    expect(lastMonths(2026, 11)[0]).toBe("2025-12");
  });
});

describe.each(testDatabaseKinds)("the business at a glance on %s", (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminBrowser>>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
  });
  afterAll(() => t.close());

  it("answers twelve empty months and nothing else on an empty database", async () => {
    const figures = (
      await expectStatus(send(t.app, admin, "GET", "/api/admin/statistics/business"), 200)
    ).json();
    expect(figures.revenueByMonth).toHaveLength(12);
    expect(figures.revenueByMonth.every((m: { cents: number }) => m.cents === 0)).toBe(true);
    expect(figures.departures).toEqual([]);
    expect(figures.paymentMethods).toEqual([
      { method: "online", payments: 0, cents: 0 },
      { method: "proof", payments: 0, cents: 0 },
      { method: "without_proof", payments: 0, cents: 0 },
    ]);
    expect(figures.balances).toEqual({
      dueCount: 0,
      dueCents: 0,
      dueFcfa: 0,
      refundCount: 0,
      refundCents: 0,
      refundFcfa: 0,
    });
  });

  it("dates money when it was received, in Paris months, as the revenue card counts it", async () => {
    const db = t.database.db;
    await confirmedAccount(t.app, "ama@mail.com");
    const ama = await userIdOf(db, "ama@mail.com");
    const paid = async (paidAt: Date, cents: number, fcfa: number) => {
      const row = await insertRequestedParcel(db, {
        clientId: ama,
        paid: true,
        priceCents: cents,
        priceFcfa: fcfa,
      });
      await db.update(parcels).set({ paidAt }).where(eq(parcels.id, row.id));
      return row;
    };
    // November: a price paid with a proof, one paid at 00:30 in Paris on the 1st (still October in UTC).
    const withProof = await paid(new Date("2026-11-02T10:00:00Z"), 2400, 15720);
    await insertPaymentProof(db, withProof.id);
    const firstOfMonth = await paid(new Date("2026-10-31T23:30:00Z"), 3600, 23580);
    // More than twelve months ago: outside the charts, still in the card's total.
    await paid(new Date("2025-10-01T10:00:00Z"), 1200, 7860);
    // Unpaid with a proof: no money yet.
    const unpaid = await insertRequestedParcel(db, { clientId: ama });
    await insertPaymentProof(db, unpaid.id);
    // September: a balance paid with the client's proof; November: a refund; a waiver is no money.
    await insertSettlement(db, withProof.id, {
      kind: "paid",
      cents: 1200,
      fcfa: 7860,
      createdAt: new Date("2026-09-10T10:00:00Z"),
    });
    const [proof] = await db.select().from(paymentProofs).where(eq(paymentProofs.parcelId, withProof.id));
    await db
      .update(balanceSettlements)
      .set({ proofId: proof?.id ?? null })
      .where(eq(balanceSettlements.parcelId, withProof.id));
    await insertSettlement(db, firstOfMonth.id, {
      kind: "refunded",
      cents: -600,
      fcfa: -3930,
      createdAt: new Date("2026-11-05T10:00:00Z"),
    });
    const waived = await paid(new Date("2026-08-01T10:00:00Z"), 2400, 15720);
    await insertSettlement(db, waived.id, {
      kind: "waived",
      cents: 600,
      fcfa: 3930,
      createdAt: new Date("2026-08-02T10:00:00Z"),
    });

    // July: a price paid online through FedaPay, and its balance paid online too.
    const online = await paid(new Date("2026-07-01T10:00:00Z"), 4800, 31440);
    await insertOnlinePayment(db, online.id, { purpose: "price", amountFcfa: 31440 });
    await insertSettlement(db, online.id, {
      kind: "paid",
      cents: 1200,
      fcfa: 7860,
      createdAt: new Date("2026-07-10T10:00:00Z"),
    });
    await insertOnlinePayment(db, online.id, { purpose: "balance", amountFcfa: 7860 });
    // A payment approved online that could not be recorded (already paid by transfer) is not a way
    // the money of this parcel came: it stays « Validé sans preuve ».
    await insertOnlinePayment(db, firstOfMonth.id, { applied: false, problem: "already_paid" });

    const figures = await businessFigures(db, NOW);
    const month = (key: string) => figures.revenueByMonth.find((m) => m.month === key);
    expect(figures.revenueByMonth.map((m) => m.month)).toEqual(lastMonths(2026, 11));
    expect(month("2026-11")).toEqual({
      month: "2026-11",
      cents: 2400 + 3600 - 600,
      fcfa: 15720 + 23580 - 3930,
    });
    expect(month("2026-10")).toEqual({ month: "2026-10", cents: 0, fcfa: 0 });
    expect(month("2026-09")).toEqual({ month: "2026-09", cents: 1200, fcfa: 7860 });
    expect(month("2026-08")).toEqual({ month: "2026-08", cents: 2400, fcfa: 15720 });

    // Tied to the dashboard's card: its total minus the one payment older than the charts.
    const card = (await send(t.app, admin, "GET", "/api/admin/statistics")).json();
    const charted = figures.revenueByMonth.reduce((sum, m) => sum + m.cents, 0);
    expect(charted).toBe(card.totalRevenueCents - 1200);

    // Two payments online (the July price and balance), two with a proof (the November price, the
    // September balance), two without.
    expect(figures.paymentMethods).toEqual([
      { method: "online", payments: 2, cents: 4800 + 1200 },
      { method: "proof", payments: 2, cents: 2400 + 1200 },
      { method: "without_proof", payments: 2, cents: 3600 + 2400 },
    ]);
  });

  it("compares the latest departures' kilos with their capacity and sums the balances left open", async () => {
    const db = t.database.db;
    await confirmedAccount(t.app, "kofi@mail.com");
    const kofi = await userIdOf(db, "kofi@mail.com");
    const departure = async (date: string, capacityGrams: number | null) => {
      const id = newId("dep");
      await db.insert(departures).values({ id, date, fromCountry: "FR", toCountry: "TG", capacityGrams });
      return id;
    };
    const ids = [];
    for (let day = 1; day <= 14; day++)
      ids.push(await departure(`2026-10-${String(day).padStart(2, "0")}`, 50_000));
    const far = await departure("2027-06-01", 80_000);
    const latest = ids.at(-1) as string;
    await insertRequestedParcel(db, { clientId: kofi, departureId: latest, weightGrams: 7000 });
    const weighed = await insertRequestedParcel(db, {
      clientId: kofi,
      departureId: latest,
      weightGrams: 3000,
      paid: true,
    });
    await db
      .update(parcels)
      .set({ measuredWeightGrams: 4500, balanceState: "due", balanceCents: 1800, balanceFcfa: 11790 })
      .where(eq(parcels.id, weighed.id));
    const lighter = await insertRequestedParcel(db, {
      clientId: kofi,
      departureId: latest,
      weightGrams: 5000,
      paid: true,
    });
    await db
      .update(parcels)
      .set({ measuredWeightGrams: 4000, balanceState: "refund_due", balanceCents: -1200, balanceFcfa: -7860 })
      .where(eq(parcels.id, lighter.id));
    await insertRequestedParcel(db, {
      clientId: kofi,
      departureId: latest,
      weightGrams: 9000,
      status: "rejected",
    });

    const figures = await businessFigures(db, NOW);
    expect(figures.departures).toHaveLength(12);
    expect(figures.departures.map((d) => d.id)).not.toContain(far);
    expect(figures.departures.at(0)?.date).toBe("2026-10-03");
    expect(figures.departures.at(-1)).toEqual({
      id: latest,
      date: "2026-10-14",
      fromCountry: "FR",
      toCountry: "TG",
      bookedGrams: 7000 + 4500 + 4000,
      capacityGrams: 50_000,
    });
    expect(figures.balances).toEqual({
      dueCount: 1,
      dueCents: 1800,
      dueFcfa: 11790,
      refundCount: 1,
      refundCents: 1200,
      refundFcfa: 7860,
    });
  });

  it("is the admin's: a client is refused", async () => {
    const client = await confirmedAccount(t.app, "curieux@mail.com");
    await expectStatus(send(t.app, client, "GET", "/api/admin/statistics/business"), 403);
  });
});
