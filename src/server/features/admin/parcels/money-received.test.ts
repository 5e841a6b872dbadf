import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceSettlements, parcels, paymentProofs } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { upload } from "#server/test/parcels-test-kit";
import { MINIMAL_PDF } from "#server/test/pdf-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import type { ParcelStatus } from "#shared/parcels/status";

const CLIENT = "kossi@mail.com";

/**
 * Money that adds up (docs/product/departures.md#money-received): a balance settled stays settled when
 * the parcel is weighed again after a reset, a waived balance keeps its reason, and the receipt lists
 * every payment with its own date and proof. Through the HTTP API, as the carrier's dialog calls it.
 */
describe.each(testDatabaseKinds)("money received across weigh-ins, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let client: TestBrowser;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, CLIENT);
    clientId = await userIdOf(t.database.db, CLIENT);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const row = async (id: string) => (await db().select().from(parcels).where(eq(parcels.id, id)))[0];
  const settlements = (id: string) =>
    db()
      .select()
      .from(balanceSettlements)
      .where(eq(balanceSettlements.parcelId, id))
      .orderBy(asc(balanceSettlements.createdAt));

  const statusTo = (id: string, expectedStatus: ParcelStatus, to: ParcelStatus, weightKg?: number) =>
    send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
      expectedStatus,
      to,
      ...(weightKg === undefined ? {} : { weighIn: { weightKg } }),
    });
  const weighIn = (id: string, weightKg: number) => statusTo(id, "accepted", "received", weightKg);
  const balance = (id: string, action: "validate" | "waive" | "refund", note?: string) =>
    send(t.app, admin, "POST", `/api/admin/parcels/${id}/balance/${action}`, {
      expectedStatus: "received",
      confirmed: true,
      ...(note ? { note } : {}),
    });
  /** Reset (the carrier's correction), then accepted again: ready for a second weigh-in. */
  async function resetAndAccept(id: string, from: ParcelStatus) {
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/reset`, { expectedStatus: from, confirmed: true }),
      200,
    );
    await expectStatus(statusTo(id, "pending", "accepted"), 200);
  }
  const revenue = async () => {
    const figures = (await expectStatus(send(t.app, admin, "GET", "/api/admin/statistics"), 200)).json();
    return { cents: figures.totalRevenueCents as number, fcfa: figures.totalRevenueFcfa as number };
  };
  const paymentPage = async (id: string) =>
    (await expectStatus(client.get(`/api/parcels/${id}/payment`), 200)).json();
  const sendProof = (id: string, reference: string) =>
    upload(t.app, client, `/api/parcels/${id}/payment-proof`, [
      { name: "transactionReference", content: reference },
      { name: "proof", filename: "preuve.pdf", content: MINIMAL_PDF },
    ]);

  /** Paid for 2 kg (24,00 € / 15 720 FCFA), accepted. */
  const paidParcel = () => insertRequestedParcel(db(), { clientId, status: "accepted", paid: true });

  it("a balance validated is not asked again when the parcel is weighed again after a reset", async () => {
    const parcel = await paidParcel();
    const before = await revenue();
    const first = await expectStatus(weighIn(parcel.id, 3), 200);
    expect(first.json().parcel.balance).toMatchObject({ cents: 1200, fcfa: 7860, state: "due" });
    await expectStatus(sendProof(parcel.id, "TM-PREMIER-COMPLEMENT"), 201);
    await expectStatus(balance(parcel.id, "validate"), 200);
    expect(await revenue()).toEqual({ cents: before.cents + 1200, fcfa: before.fcfa + 7860 });

    await resetAndAccept(parcel.id, "received");
    const second = await expectStatus(weighIn(parcel.id, 3), 200);
    // Nothing new to pay: the balance still says it was paid, and the parcel may leave 'Reçu'.
    expect(second.json().parcel.balance).toMatchObject({ cents: 1200, fcfa: 7860, state: "paid" });
    expect((await paymentPage(parcel.id)).canUploadProof).toBe(false);
    await expectStatus(statusTo(parcel.id, "received", "in_transit"), 200);
    expect(await revenue()).toEqual({ cents: before.cents + 1200, fcfa: before.fcfa + 7860 });

    // Heavier at a third weigh-in: only the new half kilo is asked.
    await resetAndAccept(parcel.id, "in_transit");
    const third = await expectStatus(weighIn(parcel.id, 3.5), 200);
    expect(third.json().parcel.balance).toMatchObject({ cents: 600, fcfa: 3930, state: "due" });
    // The page asks for this balance's proof: the one sent for the first balance is not it.
    expect(await paymentPage(parcel.id)).toMatchObject({
      canUploadProof: true,
      proof: null,
      balance: { state: "due", proofReceived: false },
    });
    await expectStatus(balance(parcel.id, "validate"), 200);
    expect(await revenue()).toEqual({ cents: before.cents + 1800, fcfa: before.fcfa + 11_790 });
    expect((await settlements(parcel.id)).map(({ kind, cents, fcfa }) => ({ kind, cents, fcfa }))).toEqual([
      { kind: "paid", cents: 1200, fcfa: 7860 },
      { kind: "paid", cents: 600, fcfa: 3930 },
    ]);
    expect((await paymentPage(parcel.id)).received).toEqual({ cents: 2400 + 1800, fcfa: 15_720 + 11_790 });
  });

  it("a refund made is not made again at a second weigh-in; a heavier one then asks what was given back", async () => {
    const parcel = await paidParcel();
    const before = await revenue();
    const first = await expectStatus(weighIn(parcel.id, 1), 200);
    expect(first.json().parcel.balance).toMatchObject({ cents: -1200, fcfa: -7860, state: "refund_due" });
    await expectStatus(balance(parcel.id, "refund"), 200);
    expect(await revenue()).toEqual({ cents: before.cents - 1200, fcfa: before.fcfa - 7860 });

    await resetAndAccept(parcel.id, "received");
    const second = await expectStatus(weighIn(parcel.id, 1), 200);
    expect(second.json().parcel.balance).toMatchObject({ cents: -1200, fcfa: -7860, state: "refunded" });
    expect(await revenue()).toEqual({ cents: before.cents - 1200, fcfa: before.fcfa - 7860 });
    const refundAgain = await balance(parcel.id, "refund");
    expect(refundAgain.statusCode).toBe(409);
    expect(refundAgain.json()).toMatchObject({ code: "NO_REFUND_DUE" });

    await resetAndAccept(parcel.id, "received");
    const third = await expectStatus(weighIn(parcel.id, 2), 200);
    expect(third.json().parcel.balance).toMatchObject({ cents: 1200, fcfa: 7860, state: "due" });
  });

  it("a waived balance keeps its reason, is not asked again, and a second waiver is kept beside it", async () => {
    const parcel = await paidParcel();
    const before = await revenue();
    await expectStatus(weighIn(parcel.id, 3), 200);
    await expectStatus(balance(parcel.id, "waive", "Geste commercial"), 200);

    await resetAndAccept(parcel.id, "received");
    const same = await expectStatus(weighIn(parcel.id, 3), 200);
    expect(same.json().parcel.balance).toMatchObject({ state: "waived" });
    await resetAndAccept(parcel.id, "received");
    const heavier = await expectStatus(weighIn(parcel.id, 3.5), 200);
    // Only the half kilo beyond what was waived.
    expect(heavier.json().parcel.balance).toMatchObject({ cents: 600, fcfa: 3930, state: "due" });
    await expectStatus(balance(parcel.id, "waive", "Carton abîmé par nous"), 200);

    expect(
      (await settlements(parcel.id)).map(({ kind, cents, fcfa, note, measuredWeightGrams }) => ({
        kind,
        cents,
        fcfa,
        note,
        measuredWeightGrams,
      })),
    ).toEqual([
      { kind: "waived", cents: 1200, fcfa: 7860, note: "Geste commercial", measuredWeightGrams: 3000 },
      { kind: "waived", cents: 600, fcfa: 3930, note: "Carton abîmé par nous", measuredWeightGrams: 3500 },
    ]);
    // Waived is no money.
    expect(await revenue()).toEqual(before);
    expect((await paymentPage(parcel.id)).received).toEqual({ cents: 2400, fcfa: 15_720 });
  });

  it("the receipt lists the price and the balance, each with its own date and proof, and their total", async () => {
    // 4,5 kg declared: 54,00 € / 35 370 FCFA; weighed 6,2 kg: 74,40 € / 48 732 FCFA, so 20,40 € / 13 362 FCFA more.
    const parcel = await insertRequestedParcel(db(), {
      clientId,
      weightGrams: 4500,
      priceCents: 5400,
      priceFcfa: 35_370,
    });
    await expectStatus(sendProof(parcel.id, "TM-PRIX"), 201);
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${parcel.id}/mark-paid`, {
        expectedStatus: "pending",
        confirmed: true,
      }),
      200,
    );
    // The first payment was some days ago.
    const firstProofAt = new Date("2026-03-11T09:00:00.000Z");
    const paidAt = new Date("2026-03-12T10:00:00.000Z");
    await db()
      .update(paymentProofs)
      .set({ createdAt: firstProofAt })
      .where(eq(paymentProofs.parcelId, parcel.id));
    await db()
      .update(parcels)
      .set({ paidAt, proofReceivedAt: firstProofAt })
      .where(eq(parcels.id, parcel.id));

    const weighed = await expectStatus(weighIn(parcel.id, 6.2), 200);
    expect(weighed.json().parcel.balance).toMatchObject({ cents: 2040, fcfa: 13_362, state: "due" });
    await expectStatus(sendProof(parcel.id, "TM-COMPLEMENT"), 201);
    await expectStatus(balance(parcel.id, "validate"), 200);

    const [settlement] = await settlements(parcel.id);
    const proofs = await db()
      .select()
      .from(paymentProofs)
      .where(eq(paymentProofs.parcelId, parcel.id))
      .orderBy(asc(paymentProofs.createdAt));
    const page = await paymentPage(parcel.id);
    expect(page.payments).toEqual([
      {
        kind: "price",
        at: paidAt.toISOString(),
        cents: 5400,
        fcfa: 35_370,
        proof: { uploadedAt: firstProofAt.toISOString(), transactionReference: "TM-PRIX" },
      },
      {
        kind: "balance",
        at: settlement?.createdAt.toISOString(),
        cents: 2040,
        fcfa: 13_362,
        proof: { uploadedAt: proofs[1]?.createdAt.toISOString(), transactionReference: "TM-COMPLEMENT" },
      },
    ]);
    expect(page.received).toEqual({ cents: 7440, fcfa: 48_732 });
    expect(page.payments[1].at).not.toBe(page.payments[0].at);
    expect((await row(parcel.id))?.paidAt?.toISOString()).toBe(paidAt.toISOString());
  });
});
