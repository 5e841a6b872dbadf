import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlinePayments } from "#server/db/schema";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import {
  appWithFedaPay,
  type PaymentWorld,
  payingClient,
  payNow,
} from "#server/test/online-payment-test-kit";
import { insertParcel } from "#server/test/parcel-test-data";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { PROVIDER_UNAVAILABLE_MESSAGE } from "#shared/payments/online-payment";

/** How long the simulated FedaPay takes for each of the checkout's two calls. */
const SLOW_PROVIDER_MS = 1500;

/** Resolves once the simulator holds `count` API calls unanswered, or fails after 10 s. */
async function callsInFlight(world: PaymentWorld, count: number) {
  const until = Date.now() + 10_000;
  while (world.simulator.apiCallsInFlight < count) {
    if (Date.now() > until)
      throw new Error(`only ${world.simulator.apiCallsInFlight} provider calls in flight`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Which settles first: the work, or the checkouts still waiting for the provider. */
async function first(work: Promise<unknown>, checkouts: Promise<unknown>) {
  return Promise.race([work.then(() => "work"), checkouts.then(() => "checkouts")]);
}

/**
 * `Payer maintenant` calls the provider outside any transaction (decision 092): while FedaPay answers
 * slowly, the parcel's own reads and writes, an unrelated query, and the pool stay free. Before, the
 * checkout held the parcel's row lock (and on PGlite the whole database, on PostgreSQL a pooled
 * connection) for both calls.
 */
describe.each(testDatabaseKinds)("a checkout waiting for a slow provider, on %s", (kind) => {
  let world: PaymentWorld;
  let client: TestBrowser;
  let clientId: string;
  let admin: TestBrowser;
  let n = 0;

  beforeAll(async () => {
    world = await appWithFedaPay(kind);
    ({ browser: client, id: clientId } = await payingClient(world.t, `lent-${kind}@mail.com`));
    admin = await adminBrowser(world.t.app, `chef-lent-${kind}@colibri.example`);
  });
  afterAll(() => world?.close());

  const newParcel = async () =>
    (await insertParcel(world.t.database.db, { clientId, priceFcfa: 15720 + n++ })).id;
  const fast = () => {
    world.simulator.apiDelayMs = 0;
  };

  it("leaves the parcel readable and writable, and other queries answered, while FedaPay answers", async () => {
    const id = await newParcel();
    world.simulator.apiDelayMs = SLOW_PROVIDER_MS;
    try {
      const checkout = payNow(client, id);
      await callsInFlight(world, 1);
      const started = Date.now();
      const work = Promise.all([
        client.get(`/api/parcels/${id}`),
        // The carrier validates a transfer meanwhile: the parcel's row lock is free.
        send(world.t.app, admin, "POST", `/api/admin/parcels/${id}/mark-paid`, {
          expectedStatus: "pending",
          confirmed: true,
        }),
        send(world.t.app, admin, "GET", "/api/admin/statistics"),
      ]);
      expect(await first(work, checkout)).toBe("work");
      const answers = await work;
      expect(
        answers.map((answer) => answer.statusCode),
        answers[1]?.body,
      ).toEqual([200, 200, 200]);
      expect(Date.now() - started).toBeLessThan(SLOW_PROVIDER_MS * 2);
      // The checkout then completes; paid on it now, it would be flagged for the carrier (already paid).
      const { checkoutUrl, transactionId } = await checkout;
      expect(checkoutUrl).toContain("/checkout/");
      await world.simulator.settle(transactionId, "approved");
      const [payment] = await world.t.database.db
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.parcelId, id));
      expect(payment).toMatchObject({ status: "approved", problem: "already_paid", appliedAt: null });
    } finally {
      fast();
    }
  });

  it("does not take the pool: as many slow checkouts as connections leave a query its answer", async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => newParcel()));
    world.simulator.apiDelayMs = SLOW_PROVIDER_MS;
    try {
      const checkouts = Promise.all(ids.map((id) => payNow(client, id)));
      await callsInFlight(world, ids.length);
      const work = send(world.t.app, admin, "GET", "/api/admin/statistics");
      expect(await first(work, checkouts)).toBe("work");
      expect((await work).statusCode).toBe(200);
      expect(new Set((await checkouts).map((checkout) => checkout.transactionId)).size).toBe(ids.length);
    } finally {
      fast();
    }
  });

  it("hands a second click the checkout the first is opening, not a second one", async () => {
    const id = await newParcel();
    world.simulator.apiDelayMs = 300;
    try {
      const firstClick = payNow(client, id);
      await callsInFlight(world, 1);
      const [a, b] = await Promise.all([firstClick, payNow(client, id)]);
      expect(b.checkoutUrl).toBe(a.checkoutUrl);
      const rows = await world.t.database.db
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.parcelId, id));
      expect(rows).toEqual([expect.objectContaining({ status: "pending", checkoutUrl: a.checkoutUrl })]);
      expect(rows[0]?.nextCheckAt).not.toBeNull();
    } finally {
      fast();
    }
  });

  it("closes the reserved checkout when the provider fails, so that the client can try again", async () => {
    const id = await newParcel();
    world.simulator.failApiCalls = true;
    let refused: Awaited<ReturnType<typeof client.post>>;
    try {
      refused = await client.post(`/api/parcels/${id}/online-payment`, {});
    } finally {
      world.simulator.failApiCalls = false;
    }
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ message: PROVIDER_UNAVAILABLE_MESSAGE });
    const closed = await world.t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.parcelId, id));
    expect(closed).toEqual([expect.objectContaining({ status: "expired", providerTransactionId: null })]);
    // Nothing to show for the attempt, and the next click opens a checkout at once.
    expect((await client.get(`/api/parcels/${id}/online-payment`)).json()).toMatchObject({ latest: null });
    const again = await payNow(client, id);
    expect(again.checkoutUrl).toContain("/checkout/");
  });

  it("takes an opening left by a dead instance as abandoned after a minute", async () => {
    const id = await newParcel();
    const { payment } = await payNow(client, id);
    await world.t.database.db
      .update(onlinePayments)
      .set({ providerTransactionId: null, checkoutUrl: null, createdAt: new Date(Date.now() - 61_000) })
      .where(eq(onlinePayments.id, payment.id));
    const again = await payNow(client, id);
    expect(again.payment.id).not.toBe(payment.id);
    const [old] = await world.t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.id, payment.id));
    expect(old).toMatchObject({ status: "expired" });
  });
});
