import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlinePayments, parcels } from "#server/db/schema";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import {
  appWithFedaPay,
  type PaymentWorld,
  payingClient,
  paymentTrace,
} from "#server/test/online-payment-test-kit";
import { insertParcel } from "#server/test/parcel-test-data";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { reconcileOnlinePayments } from "./payment-confirmation";

/**
 * Money received online adds up, as a property (decision 080): random sequences of a client's
 * checkouts, the provider's approvals and refusals (webhooks delivered, duplicated or lost), the
 * reconciliation, and the carrier validating a proof by hand, each on a new parcel. Whatever the
 * order, the parcel is paid once at most, by exactly one validation (online or by hand), and every
 * franc the provider took is either that validation or flagged for the carrier to refund.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
const SEED = Number(process.env.PROPERTY_SEED ?? 30_2026);

type Step =
  | { kind: "checkout" }
  | { kind: "approve"; lost: boolean }
  | { kind: "decline" }
  | { kind: "duplicate" }
  | { kind: "reconcile" }
  | { kind: "carrier" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: "checkout" }),
  fc.boolean().map<Step>((lost) => ({ kind: "approve", lost })),
  fc.constant<Step>({ kind: "decline" }),
  fc.constant<Step>({ kind: "duplicate" }),
  fc.constant<Step>({ kind: "reconcile" }),
  fc.constant<Step>({ kind: "carrier" }),
);

describe.each(testDatabaseKinds)("online payment sequences, on %s", (kind) => {
  let world: PaymentWorld;
  let client: TestBrowser;
  let admin: TestBrowser;
  let clientId: string;
  const email = "propriete@mail.com";

  beforeAll(async () => {
    world = await appWithFedaPay(kind);
    ({ browser: client, id: clientId } = await payingClient(world.t, email));
    admin = await adminBrowser(world.t.app);
  });
  afterAll(() => world?.close());

  async function reconcileNow() {
    const deps = world.t.app.payments;
    if (!deps) throw new Error("payments off");
    await world.t.database.db.update(onlinePayments).set({ nextCheckAt: new Date(Date.now() - 1000) });
    await reconcileOnlinePayments(deps, 100);
  }

  async function run(parcelId: string, steps: Step[]) {
    const opened: number[] = [];
    const sim = world.simulator;
    const pending = () => opened.filter((id) => sim.transactions.get(id)?.status === "pending");
    for (const s of steps) {
      if (s.kind === "checkout") {
        const response = await client.post(`/api/parcels/${parcelId}/online-payment`, {});
        expect([201, 409]).toContain(response.statusCode);
        if (response.statusCode === 201) {
          const id = Number(response.json().payment.providerTransactionId);
          if (!opened.includes(id)) opened.push(id);
        }
      } else if (s.kind === "approve" || s.kind === "decline") {
        const id = pending().at(-1);
        if (id === undefined) continue;
        sim.deliverWebhooks = !(s.kind === "approve" && s.lost);
        await sim.settle(id, s.kind === "approve" ? "approved" : "declined");
        sim.deliverWebhooks = true;
      } else if (s.kind === "duplicate") {
        const id = opened.at(-1);
        if (id !== undefined) await sim.resend(id);
      } else if (s.kind === "reconcile") {
        await reconcileNow();
      } else {
        const [row] = await world.t.database.db.select().from(parcels).where(eq(parcels.id, parcelId));
        const response = await send(world.t.app, admin, "POST", `/api/admin/parcels/${parcelId}/mark-paid`, {
          expectedStatus: row?.status,
          confirmed: true,
        });
        expect([200, 409]).toContain(response.statusCode);
      }
    }
    // Every webhook eventually arrives or is found: the reconciliation converges.
    await reconcileNow();
    return opened;
  }

  it("pays a parcel once at most, and flags every other franc the provider took", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const parcel = await insertParcel(world.t.database.db, { clientId });
        const opened = await run(parcel.id, steps);
        const trace = await paymentTrace(world.t, parcel.id, email);
        const validations = trace.audit.filter((line) => line.action === "parcel.mark_paid");
        const online = validations.filter((line) => (line.details as Record<string, unknown>).onlinePayment);
        expect(validations.length).toBe(trace.parcel?.paid ? 1 : 0);
        const applied = trace.payments.filter((payment) => payment.appliedAt !== null);
        expect(applied.length).toBe(online.length);
        expect(applied.length).toBeLessThanOrEqual(1);
        // Money the provider holds = the validation it made + what the carrier must refund or check.
        const taken = opened.filter((id) => world.simulator.transactions.get(id)?.status === "approved");
        const approvedRows = trace.payments.filter((payment) => payment.status === "approved");
        expect(approvedRows.map((row) => Number(row.providerTransactionId)).sort()).toEqual(
          [...taken].sort(),
        );
        for (const row of approvedRows) expect(row.appliedAt !== null).toBe(row.problem === null);
        if (trace.parcel?.paid && online.length === 0) expect(applied).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 240_000);
});
