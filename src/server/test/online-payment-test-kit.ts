import { and, asc, eq } from "drizzle-orm";
import type { DatabaseHandle, DatabaseKind } from "../db/database";
import { auditLog, emailOutbox, onlinePayments, parcels, trackingEvents } from "../db/schema";
import { type FedaPaySimulator, startFedaPaySimulator } from "../dev/fedapay-simulator";
import { confirmedAccount, userIdOf } from "./accounts-test-kit";
import { createTestApp, type TestApp } from "./test-app";
import type { TestBrowser } from "./test-browser";

/**
 * Online payment tests (docs/product/online-payment.md): the real app, configured for FedaPay with its
 * API pointed at the local simulator, which delivers its signed webhooks through `app.inject` — the
 * app's own FedaPay client over HTTP, no double inside the app.
 */

export const FEDAPAY_KEY = "sk_sandbox_test_colibri";
export const FEDAPAY_WEBHOOK_SECRET = "wh_sandbox_test_colibri";
export const WEBHOOK_URL = "/api/payments/fedapay/webhook";

export type PaymentWorld = {
  t: TestApp;
  simulator: FedaPaySimulator;
  /** Other instances on the same database, receiving the same webhooks when asked. */
  close(): Promise<void>;
};

export async function appWithFedaPay(
  kind: DatabaseKind,
  database?: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<PaymentWorld> {
  let target: TestApp | undefined;
  const simulator = await startFedaPaySimulator({
    secretKey: FEDAPAY_KEY,
    webhookSecret: FEDAPAY_WEBHOOK_SECRET,
    webhook: async (body, signature) => {
      await target?.app.inject({
        method: "POST",
        url: WEBHOOK_URL,
        payload: body,
        headers: { "content-type": "application/json", "x-fedapay-signature": signature },
      });
    },
  });
  const t = await createTestApp({ kind, database, env: { ...fedapayEnv(simulator.url), ...env } });
  target = t;
  return {
    t,
    simulator,
    async close() {
      await simulator.close();
      await t.close();
    },
  };
}

export const fedapayEnv = (apiUrl: string) => ({
  FEDAPAY_ENVIRONMENT: "sandbox",
  FEDAPAY_SECRET_KEY: FEDAPAY_KEY,
  FEDAPAY_WEBHOOK_SECRET: FEDAPAY_WEBHOOK_SECRET,
  FEDAPAY_API_URL: apiUrl,
});

export function postWebhook(t: TestApp, body: string, signature: string) {
  return t.app.inject({
    method: "POST",
    url: WEBHOOK_URL,
    payload: body,
    headers: { "content-type": "application/json", "x-fedapay-signature": signature },
  });
}

export async function payingClient(t: TestApp, email: string): Promise<{ browser: TestBrowser; id: string }> {
  const browser = await confirmedAccount(t.app, email);
  return { browser, id: await userIdOf(t.database.db, email) };
}

/** `Payer maintenant`: the checkout's URL and the simulator's transaction id. */
export async function payNow(browser: TestBrowser, parcelId: string) {
  const response = await browser.post(`/api/parcels/${parcelId}/online-payment`, {});
  if (response.statusCode !== 201) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  const body = response.json() as {
    checkoutUrl: string;
    payment: { providerTransactionId: string; id: string };
  };
  return { ...body, transactionId: Number(body.payment.providerTransactionId) };
}

/** What the payment left on the parcel: its row, history notes, audit actions, the client's e-mails. */
export async function paymentTrace(t: TestApp, parcelId: string, clientEmail: string) {
  const db = t.database.db;
  const [parcel] = await db.select().from(parcels).where(eq(parcels.id, parcelId));
  const history = await db
    .select({ note: trackingEvents.note, status: trackingEvents.status })
    .from(trackingEvents)
    .where(eq(trackingEvents.parcelId, parcelId))
    .orderBy(asc(trackingEvents.createdAt));
  const audit = await db
    .select({ action: auditLog.action, details: auditLog.details, actorId: auditLog.actorId })
    .from(auditLog)
    .where(eq(auditLog.parcelId, parcelId));
  const emails = await db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, clientEmail)));
  const payments = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.parcelId, parcelId))
    .orderBy(asc(onlinePayments.createdAt));
  return { parcel, history, audit, emails, payments };
}
