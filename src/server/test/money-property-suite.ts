import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, DatabaseKind, Db } from "#server/db/database";
import { balanceSettlements, parcels, users } from "#server/db/schema";
import { handOver } from "#server/features/admin/parcels/actions/handover";
import { resetParcel } from "#server/features/admin/parcels/actions/reset";
import { changeStatus } from "#server/features/admin/parcels/actions/status-change";
import { businessFigures } from "#server/features/admin/statistics/business-figures.service";
import { dashboardStatistics } from "#server/features/admin/statistics/statistics.service";
import { accountingExport } from "#server/features/invoices";
import {
  type ActionContext,
  markPaid,
  moneyReceived,
  receiptPayments,
  refundBalance,
  validateBalance,
  waiveBalance,
} from "#server/features/money";
import { cancelRequest } from "#server/features/parcels/parcel-client-actions.service";
import { AppError } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { todayInParis } from "#shared/calendar-dates";
import { handoverBodySchema } from "#shared/parcels/handover";
import type { ParcelStatus } from "#shared/parcels/status";
import { DEFAULT_TARIFF, type Price, priceForWeight } from "#shared/pricing";
import { allDocuments, netOfDocuments, sequencesAreContinuous, TEST_SELLER } from "./invoices-test-kit";
import { insertRequestedParcel } from "./parcel-test-data";
import { createTestDatabase, testDatabaseKinds } from "./test-database";

/**
 * Money that adds up, as a property (docs/product/departures.md#money-received, decision 066): random
 * sequences of the carrier's and the client's actions on one parcel — pay, weigh, validate, waive,
 * refund, reset and weigh again, move on, hand over, refuse, cancel — through the real services and
 * real SQL, each sequence on a new parcel inside a transaction rolled back at its end (so every
 * sequence starts from the same tables and costs the same). After every step, what the database says
 * is checked against a model that only knows the product's rules.
 *
 * Fixed seeds, 1 000 different sequences in `npm test`: when TEST_DATABASE_URL is set (CI), 750 on
 * PostgreSQL and 250 others on PGlite (the next seed), a cross-check of the same SQL — PGlite spends 3 to
 * 8 times PostgreSQL's CPU on these short statements; all 1 000 on PGlite otherwise. PGlite's 250 used to
 * be PostgreSQL's first 250 again: the same search for 1 250 runs' CPU (decision 088).
 * `PROPERTY_RUNS=20000 npx vitest run src/server/test/money.property` searches longer on both;
 * `PROPERTY_SEED=…` tries other sequences.
 */
const withPostgres = testDatabaseKinds.includes("postgres");
const runsOn = (kind: DatabaseKind) => {
  if (process.env.PROPERTY_RUNS) return Number(process.env.PROPERTY_RUNS);
  if (!withPostgres) return 1000;
  return kind === "postgres" ? 750 : 250;
};
const BASE_SEED = Number(process.env.PROPERTY_SEED ?? 20_261_126);
/** PGlite's sequences are not PostgreSQL's when both run. */
const seedOn = (kind: DatabaseKind) => (kind === "pglite" && withPostgres ? BASE_SEED + 1 : BASE_SEED);

type Step =
  | {
      type:
        | "pay"
        | "accept"
        | "validate"
        | "waive"
        | "refund"
        | "reset"
        | "advance"
        | "deliver"
        | "reject"
        | "cancel";
    }
  | { type: "weigh"; grams: number };
type StepType = Step["type"];

/** Weights that come back often (a second weigh-in at the same weight) and any other. */
const grams = fc.oneof(
  fc.constantFrom(1000, 2000, 2500, 3000, 4500, 6200),
  fc.integer({ min: 100, max: 8000 }),
);
const ANY_STEP: readonly StepType[] = [
  "pay",
  "accept",
  "weigh",
  "validate",
  "waive",
  "refund",
  "reset",
  "advance",
  "deliver",
  "reject",
  "cancel",
];

/**
 * One step drawn: most often one the carrier or the client could sensibly take from where the parcel
 * is (so short sequences reach second and third weigh-ins), one time in eight any step at all (so
 * refusals are tried too: a second validation, a refund with nothing to refund, a move too early).
 */
const draw = fc.record({
  wild: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  pick: fc.nat(),
  grams,
});
type Draw = { wild: boolean; pick: number; grams: number };
const scenario = fc.record({
  declaredGrams: fc.integer({ min: 100, max: 6000 }),
  steps: fc.array(draw, { minLength: 1, maxLength: 10 }),
});

/** Thrown to roll a sequence's transaction back once it is checked. */
const ROLLBACK = new Error("rollback");

const NEXT: Partial<Record<ParcelStatus, ParcelStatus>> = {
  received: "in_transit",
  in_transit: "in_delivery",
};

/** What the product's rules say the money is, step by step; the database must agree. */
type Model = {
  paid: boolean;
  received: Price;
  forgiven: Price;
  /** The balance asked now: positive due, negative to refund, null when nothing is. */
  asked: (Price & { state: "due" | "refund_due" }) | null;
};

const NONE: Price = { cents: 0, fcfa: 0 };
const add = (a: Price, b: Price): Price => ({ cents: a.cents + b.cents, fcfa: a.fcfa + b.fcfa });

/**
 * A weigh-in's balance, in the rule's own words: the price of the measured weight minus the money
 * received; when that is money owed, less what the carrier already waived (never below zero).
 */
function asked(measured: Price, model: Model): Model["asked"] {
  const side = (price: number, received: number, forgiven: number) =>
    price > received ? Math.max(0, price - received - forgiven) : price - received;
  const cents = side(measured.cents, model.received.cents, model.forgiven.cents);
  const fcfa = side(measured.fcfa, model.received.fcfa, model.forgiven.fcfa);
  if (cents > 0 || fcfa > 0) return { cents, fcfa, state: "due" };
  if (cents < 0 || fcfa < 0) return { cents, fcfa, state: "refund_due" };
  return null;
}

/**
 * Steps that make sense from where the parcel is, as the model knows it, the ones that move the parcel
 * on (towards a second and a third weigh-in) more often than the ones that end it.
 */
function sensibleSteps(status: ParcelStatus, model: Model): readonly StepType[] {
  switch (status) {
    case "pending":
      return model.paid
        ? ["accept", "accept", "accept", "accept", "reject"]
        : ["pay", "pay", "pay", "pay", "cancel", "reject"];
    case "accepted":
      return ["weigh", "weigh", "weigh", "weigh", "reset"];
    case "received":
      if (model.asked?.state === "due") return ["validate", "validate", "waive", "reset"];
      if (model.asked?.state === "refund_due") return ["refund", "refund", "advance", "reset"];
      return ["reset", "reset", "reset", "advance"];
    case "in_transit":
      return model.asked?.state === "refund_due" ? ["refund", "advance", "reset"] : ["reset", "advance"];
    case "in_delivery":
      return ["deliver", "reset"];
    case "delivered":
      return ["reset"];
    case "rejected":
      return model.paid ? ["reset"] : ["pay", "reset"];
  }
}

function chooseStep(drawn: Draw, status: ParcelStatus, model: Model): Step {
  const types = drawn.wild ? ANY_STEP : sensibleSteps(status, model);
  const type = types[drawn.pick % types.length] as StepType;
  return type === "weigh" ? { type, grams: drawn.grams } : { type };
}

/**
 * The suite for one kind of database. Each kind has its own test file (money.property*.test.ts), so that
 * the two searches, the longest files of the unit run, go to two workers side by side.
 */
export function describeMoneyProperty(kind: DatabaseKind) {
  describe(`money adds up over any sequence of actions, on ${kind}`, () => {
    let handle: DatabaseHandle;
    let context: ActionContext;
    let client: SessionUser;

    const person = (id: string, role: "admin" | "client"): SessionUser => ({
      id,
      email: `${id}@colibri.example`,
      name: id,
      role,
      emailVerified: true,
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
      mustVerifyTwoFactor: false,
      phone: null,
      reference: "CLB-2222",
    });

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      const admin = person("carrier", "admin");
      client = person("kossi", "client");
      await handle.db
        .insert(users)
        .values([admin, client].map(({ id, email, name, role }) => ({ id, email, name, role })));
      context = {
        db: handle.db,
        actor: admin,
        publicUrl: "http://localhost:3000",
        tariff: DEFAULT_TARIFF,
        seller: TEST_SELLER,
      };
    });
    afterAll(() => handle?.close());

    /** The sequence's own transaction, rolled back at its end: every sequence starts from the same tables. */
    let current: Db;
    const db = (): Db => current;
    /** What the receipt needs of the parcel. */
    const paymentFacts = async (id: string) => {
      const [row] = await db()
        .select({
          id: parcels.id,
          paid: parcels.paid,
          paidAt: parcels.paidAt,
          priceCents: parcels.priceCents,
          priceFcfa: parcels.priceFcfa,
        })
        .from(parcels)
        .where(eq(parcels.id, id));
      if (!row) throw new Error(`parcel ${id} is gone`);
      return row;
    };
    const revenue = async (): Promise<Price> => {
      const figures = await dashboardStatistics(db());
      return { cents: figures.totalRevenueCents, fcfa: figures.totalRevenueFcfa };
    };

    const minus = (a: Price, b: Price): Price => ({ cents: a.cents - b.cents, fcfa: a.fcfa - b.fcfa });
    const money = ({ cents, fcfa }: Price): Price => ({ cents, fcfa });
    /**
     * Money received as each screen shows it: the one definition over all time and its part before
     * invoicing, the dashboard's card, this Paris month in the charts, today's accounting export.
     */
    async function moneyViews() {
      const now = new Date();
      const today = todayInParis(now);
      const [received, figures, exported] = await Promise.all([
        moneyReceived(db()),
        businessFigures(db(), now),
        accountingExport(db(), { from: today, to: today }),
      ]);
      const month = figures.revenueByMonth.at(-1);
      return {
        received: money(received),
        beforeInvoicing: received.beforeInvoicing,
        dashboard: await revenue(),
        thisMonth: money(month ?? NONE),
        exportToday: money(exported.totals.net),
      };
    }

    /** Runs one step as the dialog or the client's screen would; an AppError is a refusal. */
    async function perform(parcelId: string, status: ParcelStatus, action: Step): Promise<void> {
      const move = (to: ParcelStatus, extra = {}) =>
        changeStatus(context, parcelId, { expectedStatus: status, to, note: null, location: null, ...extra });
      switch (action.type) {
        case "pay":
          return markPaid(context, parcelId, status);
        case "accept":
          return move("accepted");
        case "weigh":
          return move("received", {
            weighIn: { weightKg: action.grams / 1000, lengthCm: null, widthCm: null, heightCm: null },
          });
        case "validate":
          return validateBalance(context, parcelId, { expectedStatus: status, note: null });
        case "waive":
          return waiveBalance(context, parcelId, { expectedStatus: status, note: "Geste commercial" });
        case "refund":
          return refundBalance(context, parcelId, { expectedStatus: status, note: null });
        case "reset":
          return resetParcel(context, parcelId, { expectedStatus: status, reason: "Erreur de saisie" });
        case "advance":
          return move(NEXT[status] ?? "in_transit");
        case "deliver":
          return handOver(
            context,
            parcelId,
            handoverBodySchema.parse({
              expectedStatus: status,
              method: "identity",
              collectedByName: "Afi Mensah",
              idNumber: "TG-123456",
            }),
          );
        case "reject":
          return move("rejected");
        case "cancel":
          return cancelRequest(db(), client, parcelId);
      }
    }

    /** Whether the rules let a money action through, or refuse it, given the model. */
    function moneyActionAllowed(model: Model, action: Step, status: ParcelStatus): boolean | null {
      switch (action.type) {
        case "pay":
          return !model.paid;
        case "validate":
        case "waive":
          return model.asked?.state === "due";
        case "refund":
          return model.asked?.state === "refund_due";
        case "weigh":
          return status === "accepted";
        case "advance":
          // A balance due keeps the parcel in 'Reçu'.
          return status === "received" && model.asked?.state === "due" ? false : null;
        default:
          return null;
      }
    }

    function nextModel(model: Model, action: Step): Model {
      switch (action.type) {
        case "pay":
          return { ...model, paid: true, received: add(model.received, price) };
        case "weigh":
          return { ...model, asked: asked(priceForWeight(action.grams, DEFAULT_TARIFF), model) };
        case "validate":
        case "refund":
          return { ...model, received: add(model.received, model.asked as Price), asked: null };
        case "waive":
          return { ...model, forgiven: add(model.forgiven, model.asked as Price), asked: null };
        default:
          return model;
      }
    }
    let price: Price = { cents: 0, fcfa: 0 };
    /** What the random sequences reached, printed with the timing: the findings' paths must be among them. */
    const reached = { steps: 0, refused: 0, weighInsAfterSettlement: 0, secondRequestsRefused: 0 };

    /**
     * The parcel's money as its rows say, in one query: the balance asked now, and the price paid first
     * plus every balance paid minus every refund (received), every balance waived (forgiven).
     */
    async function moneyInRows(parcelId: string) {
      const settled = (amount: "cents" | "fcfa", waived: boolean) =>
        sql<number>`coalesce(sum(${balanceSettlements[amount]}) filter (where ${balanceSettlements.kind} ${sql.raw(waived ? "=" : "<>")} 'waived'), 0)::int`;
      const [row] = await db()
        .select({
          status: parcels.status,
          paid: parcels.paid,
          priceCents: parcels.priceCents,
          priceFcfa: parcels.priceFcfa,
          balanceState: parcels.balanceState,
          balanceCents: parcels.balanceCents,
          balanceFcfa: parcels.balanceFcfa,
          measuredWeightGrams: parcels.measuredWeightGrams,
          settledCents: settled("cents", false),
          settledFcfa: settled("fcfa", false),
          waivedCents: settled("cents", true),
          waivedFcfa: settled("fcfa", true),
        })
        .from(parcels)
        .leftJoin(balanceSettlements, eq(balanceSettlements.parcelId, parcels.id))
        .where(eq(parcels.id, parcelId))
        .groupBy(parcels.id);
      if (!row) throw new Error(`parcel ${parcelId} is gone`);
      const paidFirst = row.paid ? { cents: row.priceCents ?? 0, fcfa: row.priceFcfa ?? 0 } : NONE;
      return {
        status: row.status,
        paid: row.paid,
        measuredWeightGrams: row.measuredWeightGrams,
        asked:
          row.balanceState === "due" || row.balanceState === "refund_due"
            ? { cents: row.balanceCents, fcfa: row.balanceFcfa, state: row.balanceState }
            : null,
        received: add(paidFirst, { cents: row.settledCents, fcfa: row.settledFcfa }),
        forgiven: { cents: row.waivedCents, fcfa: row.waivedFcfa },
      };
    }
    type MoneyInRows = Awaited<ReturnType<typeof moneyInRows>>;

    /** What the database says after a step, against the model; `rows` also gives the next step its status. */
    async function expectAgreement(rows: MoneyInRows, model: Model, baseline: Price, trace: string) {
      expect(rows.paid, trace).toBe(model.paid);
      // Amount received = the price paid first + every balance paid − every refund; waived apart.
      expect(rows.received, trace).toEqual(model.received);
      expect(rows.forgiven, trace).toEqual(model.forgiven);
      // Balance due (or to refund) = the price of the retained weight − the amount received (− waived).
      expect(rows.asked, trace).toEqual(model.asked);
      // The dashboard counts the money received once, every parcel together.
      expect(await revenue(), trace).toEqual(add(baseline, model.received));
      // Never asked again for money already received: a balance due is at most what the measured weight
      // costs beyond it; a refund at most what was received beyond that price.
      if (rows.measuredWeightGrams !== null && rows.asked) {
        const measured = priceForWeight(rows.measuredWeightGrams, DEFAULT_TARIFF);
        const beyond = {
          cents: measured.cents - model.received.cents,
          fcfa: measured.fcfa - model.received.fcfa,
        };
        for (const unit of ["cents", "fcfa"] as const) {
          const amount = rows.asked[unit];
          if (rows.asked.state === "due")
            expect(amount >= 0 && amount <= Math.max(0, beyond[unit]), trace).toBe(true);
          else expect(amount <= 0 && amount >= Math.min(0, beyond[unit]), trace).toBe(true);
        }
      }
    }

    /** One random sequence on a new parcel, checked after every step, and its receipt at the end. */
    async function runSequence({ declaredGrams, steps }: { declaredGrams: number; steps: Draw[] }) {
      price = priceForWeight(declaredGrams, DEFAULT_TARIFF);
      const parcel = await insertRequestedParcel(db(), {
        clientId: client.id,
        weightGrams: declaredGrams,
        priceCents: price.cents,
        priceFcfa: price.fcfa,
      });
      const baseline = await revenue();
      const before = await moneyViews();
      let model: Model = { paid: false, received: NONE, forgiven: NONE, asked: null };
      let rows = await moneyInRows(parcel.id);
      const trace: string[] = [`declared ${declaredGrams} g`];
      let settledOnce = false;
      for (const drawn of steps) {
        const { status } = rows;
        const action = chooseStep(drawn, status, model);
        let refusal: AppError | null = null;
        try {
          await perform(parcel.id, status, action);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refusal = error;
        }
        trace.push(`${status}: ${JSON.stringify(action)} → ${refusal ? refusal.code : "ok"}`);
        reached.steps++;
        if (refusal) reached.refused++;
        if (action.type === "weigh" && !refusal && settledOnce) reached.weighInsAfterSettlement++;
        if (["validate", "waive", "refund"].includes(action.type) && refusal && settledOnce)
          reached.secondRequestsRefused++;
        if (["validate", "waive", "refund"].includes(action.type) && !refusal) settledOnce = true;
        const allowed = moneyActionAllowed(model, action, status);
        if (allowed !== null) expect(refusal === null, trace.join("\n")).toBe(allowed);
        if (!refusal) model = nextModel(model, action);
        rows = await moneyInRows(parcel.id);
        await expectAgreement(rows, model, baseline, trace.join("\n"));
      }
      // Its invoices less its credit notes are the money received, numbered without a gap (decision 084).
      const documents = await allDocuments(db());
      expect(netOfDocuments(documents), trace.join("\n")).toEqual(model.received);
      expect(sequencesAreContinuous(documents), trace.join("\n")).toBe(true);
      // Money received computed the one way (features/money, decision 091) is the model's, and the
      // dashboard's card, this month's bar of the charts and today's accounting export all say the same.
      const views = await moneyViews();
      expect(minus(views.received, before.received), trace.join("\n")).toEqual(model.received);
      expect(views.beforeInvoicing, trace.join("\n")).toEqual(before.beforeInvoicing);
      expect(views.dashboard, trace.join("\n")).toEqual(views.received);
      expect(minus(views.thisMonth, before.thisMonth), trace.join("\n")).toEqual(model.received);
      expect(minus(views.exportToday, before.exportToday), trace.join("\n")).toEqual(model.received);
      // The receipt lists exactly the money received, one line per payment validated.
      const lines = await receiptPayments(db(), await paymentFacts(parcel.id));
      expect(lines.reduce<Price>(add, NONE), trace.join("\n")).toEqual(model.received);
      // Every waiver kept its reason.
      const [reasons] = await db()
        .select({ missing: sql<number>`count(*) filter (where ${balanceSettlements.note} is null)::int` })
        .from(balanceSettlements)
        .where(and(eq(balanceSettlements.parcelId, parcel.id), eq(balanceSettlements.kind, "waived")));
      expect(reasons?.missing, trace.join("\n")).toBe(0);
    }

    const RUNS = runsOn(kind);
    const SEED = seedOn(kind);
    it(
      `holds for ${RUNS} random sequences (seed ${SEED})`,
      async () => {
        const started = Date.now();
        const cpu = process.cpuUsage();
        await fc.assert(
          fc.asyncProperty(scenario, (sequence) =>
            handle.db
              .transaction(async (tx) => {
                current = tx as unknown as Db;
                context = { ...context, db: current };
                await runSequence(sequence);
                throw ROLLBACK;
              })
              .catch((error) => {
                if (error !== ROLLBACK) throw error;
              }),
          ),
          { numRuns: RUNS, seed: SEED },
        );
        console.info(
          `money property on ${kind}: ${RUNS} sequences in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
            `(${(process.cpuUsage(cpu).user / 1e6).toFixed(1)} s of CPU); ${JSON.stringify(reached)}`,
        );
      },
      // CPU work, not a wait: ≈ 0.1 s a sequence on a quiet core for PGlite, on a machine shared by two
      // workers and other work several times that.
      Math.max(300_000, RUNS * 800),
    );
  });
}
