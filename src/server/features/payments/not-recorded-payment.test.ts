import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, onlinePayments } from "#server/db/schema";
import { moneyReceived } from "#server/features/money";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { parseCsv } from "#server/test/csv-test-kit";
import {
  appWithFedaPay,
  FEDAPAY_WEBHOOK_SECRET,
  type PaymentWorld,
  payingClient,
  paymentTrace,
  payNow,
  postWebhook,
} from "#server/test/online-payment-test-kit";
import { insertParcel, parcelNameInMails } from "#server/test/parcel-test-data";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { CONFIRMATION_REQUIRED_MESSAGE } from "#shared/admin/admin-parcels";
import { todayInParis } from "#shared/calendar-dates";
import { HELD_RECEIVED_LABEL, HELD_REFUNDED_LABEL, HELD_TOTAL_LABEL } from "#shared/invoices";
import { NOT_TO_HANDLE_MESSAGE, notRecordedNote, refundedNote } from "#shared/payments/online-payment";
import { reconcileOnlinePayments } from "./payment-confirmation";
import { signWebhook } from "./providers/webhook-signature";
import { NOT_RECORDED_EMAIL_KIND } from "./unrecorded-payments";

/**
 * An approved online payment that cannot be recorded (docs/product/online-payment.md#not-recorded,
 * decision 097), the demo's finding: the carrier validated the client's transfer, then the client paid
 * online too. It is written in the history and the audit, e-mailed to the administrators once even when
 * the webhook and the reconciliation both see it, counted « À traiter », held for the client in the
 * accounting export until the carrier marks it refunded.
 */
describe.each(testDatabaseKinds)("an online payment that cannot be recorded, on %s", (kind) => {
  let world: PaymentWorld;
  let client: TestBrowser;
  let admin: TestBrowser;
  let clientId: string;
  const email = "double@mail.com";

  beforeAll(async () => {
    world = await appWithFedaPay(kind);
    ({ browser: client, id: clientId } = await payingClient(world.t, email));
    admin = await adminBrowser(world.t.app);
    // A second administrator, with the alerts' switch off: money held for a client reaches them too.
    await adminBrowser(world.t.app, "associe@colibri.example");
  });
  afterAll(() => world?.close());

  const t = () => world.t;
  const adminGet = (url: string) => send(t().app, admin, "GET", url);
  const exportToday = async () => {
    const today = todayInParis();
    const csv = await expectStatus(
      adminGet(`/api/admin/accounting/export.csv?from=${today}&to=${today}`),
      200,
    );
    return parseCsv(csv.body.slice(1));
  };

  it("paid twice: history, audit, one e-mail per administrator, « À traiter », held in the export, then refunded", async () => {
    const db = t().database.db;
    await db.execute(`update "user" set admin_alerts = false where email = 'associe@colibri.example'`);
    const parcel = await insertParcel(db, { clientId, priceFcfa: 15720 });
    const { transactionId, payment } = await payNow(client, parcel.id);
    // The carrier validates the client's transfer while the checkout is open…
    await expectStatus(
      send(t().app, admin, "POST", `/api/admin/parcels/${parcel.id}/mark-paid`, {
        expectedStatus: "pending",
        confirmed: true,
      }),
      200,
    );
    const netBefore = await moneyReceived(db);
    // …then the client pays online. The webhook is late: the reconciliation and the webhook read it together.
    world.simulator.deliverWebhooks = false;
    await world.simulator.settle(transactionId, "approved", "mixx_tg");
    world.simulator.deliverWebhooks = true;
    await db.update(onlinePayments).set({ nextCheckAt: new Date(Date.now() - 1000) });
    const deps = t().app.payments;
    if (!deps) throw new Error("payments off");
    const body = world.simulator.sent.at(-1)?.body as string;
    const signature = signWebhook(body, FEDAPAY_WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    await Promise.all([
      reconcileOnlinePayments(deps),
      postWebhook(t(), body, signature),
      postWebhook(t(), body, signature),
    ]);

    const trace = await paymentTrace(t(), parcel.id, email);
    expect(trace.payments[0]).toMatchObject({ status: "approved", problem: "already_paid", appliedAt: null });
    const notes = trace.history.map((entry) => entry.note);
    expect(notes.filter((note) => note.startsWith("Paiement en ligne reçu mais non enregistré"))).toEqual([
      notRecordedNote("FedaPay", String(transactionId), "already_paid"),
    ]);
    expect(trace.audit.filter((line) => line.action === "online_payment.not_recorded")).toEqual([
      expect.objectContaining({
        actorId: clientId,
        details: expect.objectContaining({ problem: "already_paid", amountFcfa: 15720 }),
      }),
    ]);
    // The money stays the carrier's validation: nothing more counted as received.
    expect(await moneyReceived(db)).toEqual(netBefore);
    const alerts = await db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, NOT_RECORDED_EMAIL_KIND),
          like(emailOutbox.textBody, `%${await parcelNameInMails(db, parcel.id)}%`),
        ),
      );
    expect(alerts.map((alert) => alert.to).sort()).toEqual([
      "admin@colibri.example",
      "associe@colibri.example",
    ]);
    expect(alerts[0]?.subject).toMatch(
      /^Paiement en ligne à traiter\s: Vêtements et chaussures · France → Togo — Colibri$/,
    );
    expect(alerts[0]?.text.replace(/\s/g, " ")).toContain(`FedaPay n° ${transactionId}`);

    // « À traiter »: counted, listed.
    expect((await expectStatus(adminGet("/api/admin/online-payments/summary"), 200)).json()).toEqual({
      toHandle: 1,
    });
    const listed = (await adminGet("/api/admin/online-payments?toHandle=1")).json().payments;
    expect(listed.map((row: { id: string }) => row.id)).toEqual([payment.id]);

    // Held for the client in the export, after the net, which does not count it.
    let rows = await exportToday();
    const held = rows.find((cells) => cells[0] === HELD_RECEIVED_LABEL);
    expect(held?.slice(5, 6)).toEqual([parcel.id]);
    expect(held?.slice(11)).toEqual(["24,00", "15720", "Paiement en ligne (FedaPay)", String(transactionId)]);
    expect(rows.at(-1)?.slice(0, 2)).toEqual([HELD_TOTAL_LABEL, "1 mouvement"]);
    const net = rows.find((cells) => cells[0] === "Total net");
    expect(Math.round(Number(net?.[11]?.replace(",", ".")) * 100)).toBe(
      (await moneyReceived(db, { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 1000) }))
        .cents,
    );

    // `Marquer comme remboursé`: confirmed, once, audited, in the history and the export.
    const refunded = `/api/admin/online-payments/${payment.id}/refunded`;
    const unconfirmed = await expectStatus(send(t().app, admin, "POST", refunded, {}), 400);
    expect(JSON.stringify(unconfirmed.json())).toContain(CONFIRMATION_REQUIRED_MESSAGE);
    expect(
      (await expectStatus(send(t().app, admin, "POST", refunded, { confirmed: true }), 200)).json(),
    ).toEqual({ toHandle: 0 });
    const again = await expectStatus(send(t().app, admin, "POST", refunded, { confirmed: true }), 409);
    expect(again.json().message).toBe(NOT_TO_HANDLE_MESSAGE);
    await expectStatus(send(t().app, client, "POST", refunded, { confirmed: true }), 403);
    await expectStatus(
      send(t().app, admin, "POST", "/api/admin/online-payments/inconnu/refunded", { confirmed: true }),
      404,
    );
    const after = await paymentTrace(t(), parcel.id, email);
    expect(after.history.at(-1)?.note).toBe(refundedNote("FedaPay", String(transactionId)));
    expect(after.audit.filter((line) => line.action === "online_payment.refunded")).toHaveLength(1);
    expect(after.payments[0]?.refundedAt).not.toBeNull();
    expect((await adminGet("/api/admin/online-payments?toHandle=1")).json().payments).toEqual([]);
    rows = await exportToday();
    expect(rows.find((cells) => cells[0] === HELD_REFUNDED_LABEL)?.slice(11, 13)).toEqual([
      "-24,00",
      "-15720",
    ]);
    expect(rows.at(-1)?.slice(0, 2)).toEqual([HELD_TOTAL_LABEL, "2 mouvements"]);
    expect(rows.at(-1)?.slice(11, 13)).toEqual(["0,00", "0"]);

    // Still nothing of it on the public tracking page.
    const publicPage = (
      await t().app.inject({ method: "GET", url: `/api/public/tracking/${parcel.trackingCode}` })
    ).body;
    expect(publicPage).not.toContain(String(transactionId));
  });
});
