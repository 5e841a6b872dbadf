import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlinePayments, parcels } from "#server/db/schema";
import { fedapaySignatureHeader as signWebhook } from "#server/simulators/provider-signatures";
import { adminBrowser } from "#server/test/admin-test-kit";
import {
  appWithFedaPay,
  FEDAPAY_WEBHOOK_SECRET,
  type PaymentWorld,
  payingClient,
  paymentTrace,
  payNow,
  postWebhook,
} from "#server/test/online-payment-test-kit";
import { insertParcel } from "#server/test/parcel-test-data";
import { createTestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { reconcileOnlinePayments } from "./payment-confirmation";

const now = () => Math.floor(Date.now() / 1000);

/**
 * Online payment end to end through the HTTP API and the FedaPay simulator (docs/product/online-payment.md,
 * decision 080): a payment confirmed by the provider is recorded once, exactly as the carrier's
 * validation records it; nothing the browser or an unsigned caller says moves money.
 */
describe.each(testDatabaseKinds)("online payment through FedaPay, on %s", (kind) => {
  let world: PaymentWorld;
  let client: TestBrowser;
  let clientId: string;
  let n = 0;
  const email = "yawa@mail.com";

  beforeAll(async () => {
    world = await appWithFedaPay(kind);
    ({ browser: client, id: clientId } = await payingClient(world.t, email));
  });
  afterAll(() => world?.close());

  const t = () => world.t;
  const newParcel = async (values: Partial<Parameters<typeof insertParcel>[1]> = {}) =>
    (await insertParcel(t().database.db, { clientId, priceFcfa: 15720 + n++, ...values })).id;
  const trace = (id: string) => paymentTrace(t(), id, email);

  it("offers `Payer maintenant` for exactly the price, and records the approved payment as the carrier would", async () => {
    const id = await newParcel();
    const state = (await client.get(`/api/parcels/${id}/online-payment`)).json();
    expect(state).toMatchObject({ offered: true, latest: null });
    const before = (await trace(id)).emails.length;
    const { checkoutUrl, transactionId } = await payNow(client, id);
    const transaction = world.simulator.transactions.get(transactionId);
    expect(transaction).toMatchObject({ amount: state.amountDueFcfa, status: "pending" });
    expect(transaction?.custom_metadata).toMatchObject({ parcel_id: id });
    // The payer reads the parcel's reference, the one of the payment page and the e-mails.
    const [{ reference } = { reference: null }] = await t()
      .database.db.select({ reference: parcels.reference })
      .from(parcels)
      .where(eq(parcels.id, id));
    expect(reference).toMatch(/^CLB-[2-9A-Z]{4}-\d{2}$/);
    expect(transaction?.description).toContain(`(${reference})`);
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain("Simuler un paiement réussi");

    await world.simulator.settle(transactionId, "approved", "mixx_tg");
    const after = await trace(id);
    expect(after.parcel).toMatchObject({ status: "accepted", paid: true });
    expect(after.history.at(-1)?.note).toContain(`payé en ligne (FedaPay, transaction ${transactionId})`);
    // The public tracking page says the request was accepted, not how nor with which transaction.
    const code = after.parcel?.trackingCode ?? "";
    const publicPage = (await t().app.inject({ method: "GET", url: `/api/public/tracking/${code}` })).body;
    expect(publicPage).toContain("Demande acceptée par le transporteur");
    expect(publicPage).not.toContain(String(transactionId));
    expect(publicPage).not.toContain("FedaPay");
    expect(after.audit.filter((line) => line.action === "parcel.mark_paid")).toEqual([
      expect.objectContaining({
        actorId: clientId,
        details: expect.objectContaining({
          onlinePayment: expect.objectContaining({
            provider: "fedapay",
            transactionId: String(transactionId),
          }),
        }),
      }),
    ]);
    expect(after.emails.length).toBe(before + 1);
    expect(after.payments).toEqual([expect.objectContaining({ status: "approved", problem: null })]);
    expect(after.payments[0]?.appliedAt).not.toBeNull();

    // The same webhook again, and the return page's reading: nothing more.
    await world.simulator.resend(transactionId);
    await client.get(`/api/parcels/${id}/online-payment`);
    const again = await trace(id);
    expect(again.history.length).toBe(after.history.length);
    expect(again.emails.length).toBe(after.emails.length);
    const final = (await client.get(`/api/parcels/${id}/online-payment`)).json();
    expect(final).toMatchObject({
      offered: false,
      amountDueFcfa: null,
      latest: { status: "approved", applied: true },
    });
  });

  it("hands out the same open checkout on a second click", async () => {
    const id = await newParcel();
    const first = await payNow(client, id);
    const second = await payNow(client, id);
    expect(second.checkoutUrl).toBe(first.checkoutUrl);
    expect((await trace(id)).payments.length).toBe(1);
  });

  it("refuses a forged, unsigned or stale webhook with a bare 400, and acts on nothing", async () => {
    const id = await newParcel();
    const { transactionId } = await payNow(client, id);
    world.simulator.deliverWebhooks = false;
    await world.simulator.settle(transactionId, "approved");
    world.simulator.deliverWebhooks = true;
    const body = world.simulator.sent.at(-1)?.body as string;
    const forged = await postWebhook(t(), body, signWebhook(body, "wh_not_the_secret", now()));
    const stale = await postWebhook(t(), body, signWebhook(body, FEDAPAY_WEBHOOK_SECRET, now() - 3600));
    const future = await postWebhook(t(), body, signWebhook(body, FEDAPAY_WEBHOOK_SECRET, now() + 3600));
    const tampered = await postWebhook(
      t(),
      body.replace("approved", "approvee"),
      signWebhook(body, FEDAPAY_WEBHOOK_SECRET, now()),
    );
    const missing = await t().app.inject({
      method: "POST",
      url: "/api/payments/fedapay/webhook",
      payload: body,
      headers: { "content-type": "application/json" },
    });
    for (const response of [forged, stale, future, tampered, missing]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "BAD_REQUEST", message: "Requête invalide." });
    }
    expect((await trace(id)).parcel?.paid).toBe(false);
    // The same event, signed now: applied once however often it comes (a replay changes nothing).
    const signature = signWebhook(body, FEDAPAY_WEBHOOK_SECRET, now());
    expect((await postWebhook(t(), body, signature)).statusCode).toBe(200);
    expect((await postWebhook(t(), body, signature)).statusCode).toBe(200);
    const after = await trace(id);
    expect(after.parcel?.paid).toBe(true);
    expect(after.audit.filter((line) => line.action === "parcel.mark_paid").length).toBe(1);
  });

  it("ignores a signed webhook about a transaction it never opened", async () => {
    const body = JSON.stringify({ name: "transaction.approved", entity: { id: 999999, amount: 100 } });
    const response = await postWebhook(t(), body, signWebhook(body, FEDAPAY_WEBHOOK_SECRET, now()));
    expect(response.statusCode).toBe(200);
  });

  it("does not record a payment whose amount, currency or parcel the provider reports differently", async () => {
    for (const change of [
      { amount: 100 },
      { currency_id: 2 },
      { custom_metadata: { parcel_id: "pkg_autre" } },
    ]) {
      const id = await newParcel();
      const { transactionId } = await payNow(client, id);
      world.simulator.tamper(transactionId, change);
      await world.simulator.settle(transactionId, "approved");
      const after = await trace(id);
      expect(after.parcel).toMatchObject({ paid: false, status: "pending" });
      expect(after.payments[0]).toMatchObject({ status: "approved", problem: "mismatch", appliedAt: null });
    }
  });

  it("confirms on the return page before the webhook, and the late webhook changes nothing", async () => {
    const id = await newParcel();
    const { transactionId } = await payNow(client, id);
    world.simulator.deliverWebhooks = false;
    await world.simulator.settle(transactionId, "approved");
    world.simulator.deliverWebhooks = true;
    expect((await trace(id)).parcel?.paid).toBe(false);
    const state = (await client.get(`/api/parcels/${id}/online-payment`)).json();
    expect(state.latest).toMatchObject({ status: "approved", applied: true });
    const emails = (await trace(id)).emails.length;
    await world.simulator.resend(transactionId);
    expect((await trace(id)).emails.length).toBe(emails);
    expect((await trace(id)).audit.filter((line) => line.action === "parcel.mark_paid").length).toBe(1);
  });

  it("finds a lost webhook by reconciliation, and closes a declined checkout", async () => {
    const paid = await newParcel();
    const declined = await newParcel();
    const a = await payNow(client, paid);
    const b = await payNow(client, declined);
    world.simulator.deliverWebhooks = false;
    await world.simulator.settle(a.transactionId, "approved");
    await world.simulator.settle(b.transactionId, "declined");
    world.simulator.deliverWebhooks = true;
    // Nothing is read before its time (5 minutes after opening).
    const deps = t().app.payments;
    if (!deps) throw new Error("payments off");
    expect(await reconcileOnlinePayments(deps)).toEqual([]);
    await t()
      .database.db.update(onlinePayments)
      .set({ nextCheckAt: new Date(Date.now() - 1000) });
    await reconcileOnlinePayments(deps);
    expect((await trace(paid)).parcel).toMatchObject({ paid: true, status: "accepted" });
    expect((await trace(declined)).payments[0]).toMatchObject({ status: "declined" });
    // The payment page stays usable: a new checkout is opened.
    const again = await payNow(client, declined);
    expect(again.transactionId).not.toBe(b.transactionId);
  });

  it("closes as expired a checkout still pending a day after it was opened", async () => {
    const id = await newParcel();
    const { transactionId } = await payNow(client, id);
    const deps = t().app.payments;
    if (!deps) throw new Error("payments off");
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await t()
      .database.db.update(onlinePayments)
      .set({ createdAt: dayAgo, nextCheckAt: new Date(Date.now() - 1000), checks: 4 })
      .where(eq(onlinePayments.parcelId, id));
    await reconcileOnlinePayments(deps);
    expect((await trace(id)).payments[0]).toMatchObject({ status: "expired" });
    // Paid after all, later: still recorded (its amount is still due).
    await world.simulator.settle(transactionId, "approved");
    expect((await trace(id)).parcel).toMatchObject({ paid: true });
  });

  it("pays a weigh-in's balance once, kept as a settled balance", async () => {
    const id = await newParcel({ status: "received", paid: true });
    await t()
      .database.db.update(parcels)
      .set({ measuredWeightGrams: 2500, balanceCents: 600, balanceFcfa: 3930, balanceState: "due" })
      .where(eq(parcels.id, id));
    const { transactionId } = await payNow(client, id);
    expect(world.simulator.transactions.get(transactionId)?.amount).toBe(3930);
    await world.simulator.settle(transactionId, "approved", "moov_tg");
    await world.simulator.resend(transactionId);
    const after = await trace(id);
    expect(after.parcel).toMatchObject({ balanceState: "paid", status: "received" });
    expect(after.audit.filter((line) => line.action === "parcel.balance_validated").length).toBe(1);
    const money = (await client.get(`/api/parcels/${id}/payment`)).json();
    expect(money.received.fcfa).toBe(15720 + (n - 1) + 3930);
  });

  it("does not re-open a request cancelled while its checkout was open: the carrier decides", async () => {
    const id = await newParcel();
    const { transactionId } = await payNow(client, id);
    expect((await client.post(`/api/parcels/${id}/cancel`, { confirmed: true })).statusCode).toBe(200);
    await world.simulator.settle(transactionId, "approved");
    const after = await trace(id);
    expect(after.parcel).toMatchObject({ status: "rejected", paid: false });
    expect(after.payments[0]).toMatchObject({
      status: "approved",
      problem: "request_closed",
      appliedAt: null,
    });
    const list = (
      await (
        await adminBrowser(t().app, "chef-paiements@colibri.example")
      ).get(`/api/admin/online-payments?parcelId=${id}`)
    ).json();
    expect(list.payments).toEqual([
      expect.objectContaining({ problem: "request_closed", providerTransactionId: String(transactionId) }),
    ]);
  });

  it("applies the same webhook once when two instances receive it at the same moment", async () => {
    const id = await newParcel();
    const { transactionId } = await payNow(client, id);
    world.simulator.deliverWebhooks = false;
    await world.simulator.settle(transactionId, "approved");
    world.simulator.deliverWebhooks = true;
    const second = await createTestApp({
      database: t().database,
      env: {
        FEDAPAY_ENVIRONMENT: "sandbox",
        FEDAPAY_SECRET_KEY: "sk_sandbox_test_colibri",
        FEDAPAY_WEBHOOK_SECRET,
        FEDAPAY_API_URL: world.simulator.url,
      },
    });
    try {
      const body = world.simulator.sent.at(-1)?.body as string;
      const signature = signWebhook(body, FEDAPAY_WEBHOOK_SECRET, now());
      const answers = await Promise.all([
        postWebhook(t(), body, signature),
        postWebhook(second, body, signature),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    } finally {
      await second.app.close();
    }
    const after = await trace(id);
    expect(after.audit.filter((line) => line.action === "parcel.mark_paid").length).toBe(1);
    expect(after.history.filter((entry) => entry.note.includes("payé en ligne")).length).toBe(1);
  });

  it("shows a client neither another's parcel nor a checkout for it", async () => {
    const id = await newParcel();
    const { browser: other } = await payingClient(t(), `autre-${kind}@mail.com`);
    expect((await other.get(`/api/parcels/${id}/online-payment`)).statusCode).toBe(404);
    expect((await other.post(`/api/parcels/${id}/online-payment`, {})).statusCode).toBe(404);
  });
});

describe("online payment without FedaPay settings", () => {
  it("is not offered, and everything else works as before", async () => {
    const t = await createTestApp();
    try {
      const { browser, id } = await payingClient(t, "sans-cle@mail.com");
      const parcel = await insertParcel(t.database.db, { clientId: id });
      expect((await browser.get(`/api/parcels/${parcel.id}/online-payment`)).json()).toMatchObject({
        offered: false,
      });
      expect((await browser.post(`/api/parcels/${parcel.id}/online-payment`, {})).statusCode).toBe(404);
      const body = JSON.stringify({ name: "transaction.approved", entity: { id: 1 } });
      expect((await postWebhook(t, body, signWebhook(body, "x", now()))).statusCode).toBe(400);
      expect((await browser.get(`/api/parcels/${parcel.id}/payment`)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
