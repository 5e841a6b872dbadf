import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, parcels, trackingEvents, users } from "#server/db/schema";
import { createOutboxWorker, createSmtpTransport } from "#server/features/mail";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel, parcelNameInMails, type TestParcel } from "#server/test/parcel-test-data";
import { upload } from "#server/test/parcels-test-kit";
import { MINIMAL_PDF } from "#server/test/pdf-test-kit";
import { readMail, startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import {
  balanceRefundedSubject,
  balanceValidatedSubject,
  balanceWaivedSubject,
  statusChangedSubject,
  weighedInBalanceDueSubject,
} from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { PROOF_ALREADY_PAID_MESSAGE } from "#shared/parcels/request-api";
import { BALANCE_DUE_MESSAGE } from "#shared/parcels/transitions";
import {
  BALANCE_REFUNDED_NOTE,
  BALANCE_VALIDATED_NOTE,
  balanceText,
  balanceWaivedNote,
  MEASURED_WEIGHT_REQUIRED,
  NO_BALANCE_DUE_MESSAGE,
  WAIVE_NOTE_REQUIRED_MESSAGE,
} from "#shared/parcels/weigh-in";

const CLIENT = "kossi@mail.com";
/** Turned parcel e-mails off in the profile: the money matters of a weigh-in still reach them. */
const QUIET = "afi@mail.com";
const STRANGER = "yao@mail.com";

const PDF = MINIMAL_PDF;

type Parcel = Awaited<ReturnType<typeof insertRequestedParcel>>;

/** The weigh-in at reception and its balance, through the HTTP API (docs/product/departures.md#weigh-in). */
describe.each(testDatabaseKinds)("weigh-in at reception and its balance, on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestBrowser;
  let client: TestBrowser;
  let quiet: TestBrowser;
  let stranger: TestBrowser;
  let clientId: string;
  let quietId: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    smtp = await startSmtpSink();
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, CLIENT);
    quiet = await confirmedAccount(t.app, QUIET);
    stranger = await confirmedAccount(t.app, STRANGER);
    clientId = await userIdOf(t.database.db, CLIENT);
    quietId = await userIdOf(t.database.db, QUIET);
    await t.database.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quietId));
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  const db = () => t.database.db;
  const row = async (id: string) => (await db().select().from(parcels).where(eq(parcels.id, id)))[0];
  const history = (id: string) =>
    db().select().from(trackingEvents).where(eq(trackingEvents.parcelId, id)).orderBy(trackingEvents.seq);
  const audits = (id: string, action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.parcelId, id), eq(auditLog.action, action)));
  const outboxAbout = async (id: string) => {
    const name = await parcelNameInMails(db(), id);
    return (await db().select().from(emailOutbox)).filter((mail) => mail.textBody.includes(name));
  };

  const paidParcel = (values: Partial<TestParcel> = {}) =>
    insertRequestedParcel(db(), { clientId, status: "accepted", paid: true, ...values });

  /** Everything queued, sent to the real SMTP server on loopback, as the outbox worker does. */
  async function deliver() {
    const worker = createOutboxWorker({
      db: db(),
      transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
      logger: t.app.log,
    });
    while ((await worker.drainOnce()) > 0) {}
  }
  /** The e-mails delivered to `address` about the parcel `id`, decoded, oldest first. */
  async function mailsAbout(address: string, id: string) {
    await deliver();
    const name = await parcelNameInMails(db(), id);
    return smtp.received
      .filter((mail) => mail.to.includes(address))
      .map(readMail)
      .filter((mail) => mail.text.includes(name));
  }

  const weighIn = (id: string, weightKg: number, extra: Record<string, unknown> = {}) =>
    send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
      expectedStatus: "accepted",
      to: "received",
      note: "Colis reçu à l'entrepôt",
      location: "Paris",
      weighIn: { weightKg, ...extra },
    });
  const moveToTransit = (id: string) =>
    send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
      expectedStatus: "received",
      to: "in_transit",
    });
  const balanceAction = (
    browser: TestBrowser,
    id: string,
    action: "validate" | "waive" | "refund",
    body: Record<string, unknown> = {},
  ) =>
    send(t.app, browser, "POST", `/api/admin/parcels/${id}/balance/${action}`, {
      expectedStatus: "received",
      confirmed: true,
      ...body,
    });
  const statistics = async () =>
    (await expectStatus(send(t.app, admin, "GET", "/api/admin/statistics"), 200)).json() as {
      toVerify: number;
      totalRevenueCents: number;
      totalRevenueFcfa: number;
    };
  const sendProof = (browser: TestBrowser, id: string, content = PDF, filename = "complement.pdf") =>
    upload(t.app, browser, `/api/parcels/${id}/payment-proof`, [
      { name: "transactionReference", content: "TM-COMPLEMENT" },
      { name: "proof", filename, content },
    ]);

  /** A parcel paid for 2 kg, weighed at 2,5 kg: 600 c / 3 930 F due. */
  async function parcelWithBalanceDue(): Promise<Parcel> {
    const parcel = await paidParcel();
    await expectStatus(weighIn(parcel.id, 2.5), 200);
    return parcel;
  }

  it("refuses 'Reçu' without the measured weight, with the specified text, and changes nothing", async () => {
    const parcel = await paidParcel();
    const response = await send(t.app, admin, "POST", `/api/admin/parcels/${parcel.id}/status`, {
      expectedStatus: "accepted",
      to: "received",
      note: "Colis reçu",
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: "MEASURED_WEIGHT_REQUIRED",
      message: MEASURED_WEIGHT_REQUIRED,
    });
    expect(MEASURED_WEIGHT_REQUIRED).toBe(
      "Indiquez le poids mesuré du colis (kg) pour le marquer comme reçu.",
    );
    expect(await row(parcel.id)).toMatchObject({
      status: "accepted",
      paid: true,
      measuredWeightGrams: null,
      balanceState: null,
      balanceCents: 0,
      balanceFcfa: 0,
    });
    expect(await history(parcel.id)).toHaveLength(1);
    expect(await audits(parcel.id, "parcel.status_change")).toHaveLength(0);
    expect(await outboxAbout(parcel.id)).toHaveLength(0);
  });

  it("reprices a heavier parcel: balance due, weight in the history, balance in the audit, e-mail with the amounts and a payment link", async () => {
    const parcel = await paidParcel();
    const response = await expectStatus(
      weighIn(parcel.id, 2.5, { lengthCm: 40, widthCm: 30.5, heightCm: 20 }),
      200,
    );
    expect(response.json().parcel).toMatchObject({
      id: parcel.id,
      status: "received",
      paid: true,
      weightGrams: 2000,
      priceCents: 2400,
      priceFcfa: 15720,
      measuredWeightGrams: 2500,
      balance: { cents: 600, fcfa: 3930, state: "due", proofReceived: false },
    });
    expect(await row(parcel.id)).toMatchObject({
      measuredWeightGrams: 2500,
      measuredLengthMm: 400,
      measuredWidthMm: 305,
      measuredHeightMm: 200,
      balanceCents: 600,
      balanceFcfa: 3930,
      balanceState: "due",
    });

    const entries = await history(parcel.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ status: "received", location: "Paris" });
    expect(entries[1]?.note).toBe("Colis reçu à l'entrepôt — poids mesuré : 2,5 kg");
    expect(entries[1]?.note.endsWith("— poids mesuré : 2,5 kg")).toBe(true);
    // The history is public (tracking page): no money in it.
    expect(entries[1]?.note).not.toContain("€");

    const [audit] = await audits(parcel.id, "parcel.status_change");
    expect(audit).toMatchObject({ fromStatus: "accepted", toStatus: "received" });
    expect(audit?.details).toMatchObject({
      measuredWeightGrams: 2500,
      balance: { cents: 600, fcfa: 3930, state: "due" },
    });

    const due = balanceText({ cents: 600, fcfa: 3930, state: "due" });
    expect(due).toBe("Reste à payer 6,00\u00a0€ / 3\u202f930\u00a0FCFA");
    const mails = await mailsAbout(CLIENT, parcel.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(weighedInBalanceDueSubject(parcelHumanName(parcel)));
    expect(mail?.subject).toBe(
      "Votre colis Vêtements et chaussures · France → Togo : reçu, complément à payer — Colibri",
    );
    expect(mail?.text).toContain("Poids mesuré : 2,5 kg");
    expect(mail?.text).toContain(due);
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/paiement/${parcel.id}`);
  });

  it("e-mails the balance due even to a client who turned parcel e-mails off", async () => {
    const parcel = await insertRequestedParcel(db(), { clientId: quietId, status: "accepted", paid: true });
    await expectStatus(weighIn(parcel.id, 2.5), 200);
    const mails = await mailsAbout(QUIET, parcel.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(weighedInBalanceDueSubject(parcelHumanName(parcel)));
    expect(mails[0]?.text).toContain("Poids mesuré : 2,5 kg");
    expect(mails[0]?.text).toContain(balanceText({ cents: 600, fcfa: 3930, state: "due" }));
    expect(mails[0]?.text).toContain(`${t.config.PUBLIC_URL}/paiement/${parcel.id}`);
    // Its validation is a money matter too.
    await expectStatus(balanceAction(admin, parcel.id, "validate"), 200);
    const after = await mailsAbout(QUIET, parcel.id);
    expect(after.map((each) => each.subject)).toContain(balanceValidatedSubject(parcelHumanName(parcel)));
    // And this quiet client could still pay the balance.
    expect((await quiet.get(`/api/parcels/${parcel.id}/payment`)).statusCode).toBe(200);
  });

  it("keeps a parcel with a balance due in 'Reçu' until the proof is validated; then money and moves follow", async () => {
    const parcel = await parcelWithBalanceDue();
    const name = parcelHumanName(parcel);

    const blocked = await moveToTransit(parcel.id);
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json()).toMatchObject({ code: "BALANCE_DUE", message: BALANCE_DUE_MESSAGE });
    expect((await row(parcel.id))?.status).toBe("received");

    const before = await statistics();
    const page = await expectStatus(client.get(`/api/parcels/${parcel.id}/payment`), 200);
    expect(page.json()).toMatchObject({
      paid: true,
      canUploadProof: true,
      measuredWeightGrams: 2500,
      balance: { cents: 600, fcfa: 3930, state: "due", proofReceived: false },
    });

    const proof = await sendProof(client, parcel.id);
    expect(proof.statusCode, proof.body).toBe(201);
    const paymentPage = (await expectStatus(client.get(`/api/parcels/${parcel.id}/payment`), 200)).json();
    expect(paymentPage.balance).toEqual({ cents: 600, fcfa: 3930, state: "due", proofReceived: true });
    const toVerify = (
      await expectStatus(send(t.app, admin, "GET", "/api/admin/parcels?status=to_verify&pageSize=100"), 200)
    ).json();
    expect(toVerify.items.map((item: { id: string }) => item.id)).toContain(parcel.id);
    // The list's row says it is the balance's proof, and for how much, beside the price first paid.
    expect(toVerify.items.find((item: { id: string }) => item.id === parcel.id)).toMatchObject({
      paid: true,
      priceCents: parcel.priceCents,
      balance: { cents: 600, fcfa: 3930, state: "due", proofReceived: true },
    });
    const withProof = await statistics();
    expect(withProof.toVerify - before.toVerify).toBe(1);
    // A proof waiting is not money received yet.
    expect(withProof.totalRevenueCents).toBe(before.totalRevenueCents);

    const validated = await expectStatus(balanceAction(admin, parcel.id, "validate"), 200);
    expect(validated.json().parcel).toMatchObject({
      status: "received",
      paid: true,
      balance: { cents: 600, fcfa: 3930, state: "paid" },
    });
    expect((await row(parcel.id))?.balanceSettledAt).not.toBeNull();
    const entries = await history(parcel.id);
    expect(entries.at(-1)).toMatchObject({ status: "received", note: BALANCE_VALIDATED_NOTE });
    expect(BALANCE_VALIDATED_NOTE).toBe("Complément de paiement reçu et vérifié");
    const [audit] = await audits(parcel.id, "parcel.balance_validated");
    expect(audit?.details).toMatchObject({ balanceCents: 600, balanceFcfa: 3930 });
    const mails = await mailsAbout(CLIENT, parcel.id);
    const validationMail = mails.find((mail) => mail.subject === balanceValidatedSubject(name));
    expect(validationMail?.subject).toBe(`Complément validé pour votre colis ${name} — Colibri`);
    expect(validationMail?.text).toContain(balanceText({ cents: 600, fcfa: 3930, state: "paid" }));

    const after = await statistics();
    expect(after.totalRevenueCents - before.totalRevenueCents).toBe(600);
    expect(after.totalRevenueFcfa - before.totalRevenueFcfa).toBe(3930);
    expect(after.toVerify).toBe(before.toVerify);
    const listAfter = (
      await expectStatus(send(t.app, admin, "GET", "/api/admin/parcels?status=to_verify&pageSize=100"), 200)
    ).json();
    expect(listAfter.items.map((item: { id: string }) => item.id)).not.toContain(parcel.id);
    // Settled: no more proofs for it.
    expect((await sendProof(client, parcel.id)).statusCode).toBe(409);

    const moved = await expectStatus(moveToTransit(parcel.id), 200);
    expect(moved.json().parcel).toMatchObject({ status: "in_transit" });
  });

  it("waives a balance only with a reason, in the history and the audit, without counting money", async () => {
    const parcel = await parcelWithBalanceDue();
    for (const note of [undefined, "   "]) {
      const refused = await balanceAction(admin, parcel.id, "waive", note === undefined ? {} : { note });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "WAIVE_NOTE_REQUIRED",
        message: WAIVE_NOTE_REQUIRED_MESSAGE,
        fieldErrors: { note: WAIVE_NOTE_REQUIRED_MESSAGE },
      });
    }
    expect((await row(parcel.id))?.balanceState).toBe("due");
    expect(await history(parcel.id)).toHaveLength(2);

    const before = await statistics();
    const waived = await expectStatus(
      balanceAction(admin, parcel.id, "waive", { note: "Geste commercial" }),
      200,
    );
    expect(waived.json().parcel.balance).toMatchObject({ cents: 600, fcfa: 3930, state: "waived" });
    expect(await row(parcel.id)).toMatchObject({ balanceState: "waived", balanceNote: "Geste commercial" });
    const entries = await history(parcel.id);
    expect(entries.at(-1)?.note).toBe(balanceWaivedNote("Geste commercial"));
    expect(entries.at(-1)?.note).toBe("Complément annulé par le transporteur — motif : Geste commercial");
    const [audit] = await audits(parcel.id, "parcel.balance_waived");
    expect(audit?.details).toMatchObject({
      reason: "Geste commercial",
      balanceCents: 600,
      balanceFcfa: 3930,
    });
    const after = await statistics();
    expect(after.totalRevenueCents).toBe(before.totalRevenueCents);
    expect(after.totalRevenueFcfa).toBe(before.totalRevenueFcfa);
    const mails = await mailsAbout(CLIENT, parcel.id);
    expect(mails.map((mail) => mail.subject)).toContain(balanceWaivedSubject(parcelHumanName(parcel)));

    // Nothing left to validate or waive.
    const again = await balanceAction(admin, parcel.id, "validate");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "NO_BALANCE_DUE", message: NO_BALANCE_DUE_MESSAGE });
    await expectStatus(moveToTransit(parcel.id), 200);
  });

  it("records an amount to refund for a lighter parcel, which does not block it; the refund lowers the money received", async () => {
    const parcel = await paidParcel();
    const name = parcelHumanName(parcel);
    const response = await expectStatus(weighIn(parcel.id, 1.75), 200);
    expect(response.json().parcel).toMatchObject({
      measuredWeightGrams: 1750,
      balance: { cents: -300, fcfa: -1965, state: "refund_due", proofReceived: false },
    });
    expect((await history(parcel.id)).at(-1)?.note).toBe("Colis reçu à l'entrepôt — poids mesuré : 1,75 kg");

    const refund = balanceText({ cents: -300, fcfa: -1965, state: "refund_due" });
    expect(refund).toBe("À rembourser 3,00\u00a0€ / 1\u202f965\u00a0FCFA");
    const [mail] = await mailsAbout(CLIENT, parcel.id);
    expect(mail?.subject).toBe(statusChangedSubject(name, "received"));
    expect(mail?.text).toContain("Poids mesuré : 1,75 kg");
    expect(mail?.text).toContain(refund);
    expect(mail?.text).not.toContain(`/paiement/${parcel.id}`);

    // The client owes nothing: no proof for it.
    const page = (await expectStatus(client.get(`/api/parcels/${parcel.id}/payment`), 200)).json();
    expect(page).toMatchObject({ canUploadProof: false, balance: { state: "refund_due" } });

    await expectStatus(moveToTransit(parcel.id), 200);
    const before = await statistics();
    const refunded = await expectStatus(
      balanceAction(admin, parcel.id, "refund", { expectedStatus: "in_transit" }),
      200,
    );
    expect(refunded.json().parcel).toMatchObject({
      status: "in_transit",
      balance: { cents: -300, fcfa: -1965, state: "refunded" },
    });
    expect((await history(parcel.id)).at(-1)).toMatchObject({
      status: "in_transit",
      note: BALANCE_REFUNDED_NOTE,
    });
    expect(await audits(parcel.id, "parcel.balance_refunded")).toHaveLength(1);
    const after = await statistics();
    expect(after.totalRevenueCents - before.totalRevenueCents).toBe(-300);
    expect(after.totalRevenueFcfa - before.totalRevenueFcfa).toBe(-1965);
    const mails = await mailsAbout(CLIENT, parcel.id);
    expect(mails.map((each) => each.subject)).toContain(balanceRefundedSubject(name));

    const validate = await balanceAction(admin, parcel.id, "validate", { expectedStatus: "in_transit" });
    expect(validate.statusCode, validate.body).toBe(409);
    expect(validate.json()).toMatchObject({ code: "NO_BALANCE_DUE", message: NO_BALANCE_DUE_MESSAGE });
    const again = await balanceAction(admin, parcel.id, "refund", { expectedStatus: "in_transit" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "NO_REFUND_DUE" });
  });

  it("leaves nothing to settle at the exact weight, and a paid parcel still takes no proof", async () => {
    const parcel = await paidParcel();
    const response = await expectStatus(weighIn(parcel.id, 2), 200);
    expect(response.json().parcel).toMatchObject({ measuredWeightGrams: 2000, balance: null });
    expect(await row(parcel.id)).toMatchObject({ balanceState: null, balanceCents: 0, balanceFcfa: 0 });
    const [mail] = await mailsAbout(CLIENT, parcel.id);
    expect(mail?.subject).toBe(statusChangedSubject(parcelHumanName(parcel), "received"));
    expect(mail?.text).toContain("Poids mesuré : 2 kg");
    expect(mail?.text).not.toContain("Reste à payer");
    expect(mail?.text).not.toContain("À rembourser");

    const page = (await expectStatus(client.get(`/api/parcels/${parcel.id}/payment`), 200)).json();
    expect(page).toMatchObject({
      paid: true,
      canUploadProof: false,
      measuredWeightGrams: 2000,
      balance: null,
    });
    const proof = await sendProof(client, parcel.id);
    expect(proof.statusCode, proof.body).toBe(409);
    expect(proof.json()).toMatchObject({ code: "ALREADY_PAID", message: PROOF_ALREADY_PAID_MESSAGE });
    // Neither a balance to validate nor an amount to refund.
    expect((await balanceAction(admin, parcel.id, "validate")).json()).toMatchObject({
      code: "NO_BALANCE_DUE",
    });
    expect((await balanceAction(admin, parcel.id, "refund")).json()).toMatchObject({ code: "NO_REFUND_DUE" });
    await expectStatus(moveToTransit(parcel.id), 200);
  });

  it("keeps the balance to its owner and the carrier: clients get 403 on the actions, strangers 404", async () => {
    const parcel = await parcelWithBalanceDue();
    for (const action of ["validate", "waive", "refund"] as const) {
      const response = await balanceAction(client, parcel.id, action, { note: "Je me l'accorde" });
      expect(response.statusCode, `${action}: ${response.body}`).toBe(403);
    }
    const status = await send(t.app, client, "POST", `/api/admin/parcels/${parcel.id}/status`, {
      expectedStatus: "received",
      to: "in_transit",
    });
    expect(status.statusCode).toBe(403);
    expect(await row(parcel.id)).toMatchObject({ status: "received", balanceState: "due" });
    expect(await audits(parcel.id, "parcel.balance_validated")).toHaveLength(0);

    expect((await stranger.get(`/api/parcels/${parcel.id}/payment`)).statusCode).toBe(404);
    expect((await sendProof(stranger, parcel.id)).statusCode).toBe(404);
    // The carrier sees the page but does not pay for the client.
    const adminView = await expectStatus(send(t.app, admin, "GET", `/api/parcels/${parcel.id}/payment`), 200);
    expect(adminView.json()).toMatchObject({ canUploadProof: false, balance: { state: "due" } });
    expect((await sendProof(admin, parcel.id)).statusCode).toBe(403);
    expect(await row(parcel.id)).toMatchObject({ balanceState: "due", balanceProofReceivedAt: null });
  });

  it("computes each currency as the difference of two rounded prices", async () => {
    const parcel = await paidParcel({ weightGrams: 2350, priceCents: 2820, priceFcfa: 18471 });
    const response = await expectStatus(weighIn(parcel.id, 2.351), 200);
    // 2,351 kg: 28,212 € → 28,21 € and 18 478,86 F → 18 479 F; the difference, not 0,012 € / 7,86 F rounded.
    expect(response.json().parcel).toMatchObject({
      measuredWeightGrams: 2351,
      balance: { cents: 1, fcfa: 8, state: "due" },
    });
    expect((await history(parcel.id)).at(-1)?.note).toBe("Colis reçu à l'entrepôt — poids mesuré : 2,351 kg");
    const [mail] = await mailsAbout(CLIENT, parcel.id);
    expect(mail?.text).toContain(balanceText({ cents: 1, fcfa: 8, state: "due" }));
    expect(mail?.text).toContain("Reste à payer 0,01\u00a0€ / 8\u00a0FCFA");
  });
});
