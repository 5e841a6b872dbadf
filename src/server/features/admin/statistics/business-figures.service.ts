import { and, desc, eq, exists, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { balanceSettlements, departures, onlinePayments, parcels, paymentProofs } from "#server/db/schema";
import { bookedGrams } from "#server/features/departures";
import { moneyReceivedByMonth } from "#server/features/money";
import {
  BUSINESS_DEPARTURES,
  BUSINESS_MONTHS,
  type BusinessFigures,
  lastMonths,
  PAYMENT_METHOD_KINDS,
  type PaymentMethodKind,
} from "#shared/admin/business-figures";
import { momentParts, PARIS } from "#shared/french-dates";

/** How far ahead the kilos chart looks: the departures being filled now are the ones the carrier watches. */
const UPCOMING_DAYS = 90;

/**
 * The figures behind the dashboard's charts (docs/product/administration.md#business-at-a-glance).
 * Money received is the one definition the dashboard's revenue card and the accounting export read
 * (features/money, decision 091), dated: a price when it was paid, a balance paid or refunded when it
 * was settled; months are Paris months.
 */
export async function businessFigures(db: Db, now = new Date()): Promise<BusinessFigures> {
  const { year, month } = momentParts(now, PARIS);
  const months = lastMonths(year, month, BUSINESS_MONTHS);
  const since = parisMidnight(`${months[0]}-01`);
  const [receivedByMonth, departureRows, firstPayments, balancesPaid, balances] = await Promise.all([
    moneyReceivedByMonth(db, since),
    latestDepartures(db, now),
    firstPaymentsByMethod(db, since),
    balancesPaidByMethod(db, since),
    openBalances(db),
  ]);
  const received = new Map(receivedByMonth.map(({ month, ...money }) => [month, money]));
  return {
    revenueByMonth: months.map((key) => ({ month: key, ...(received.get(key) ?? { cents: 0, fcfa: 0 }) })),
    departures: departureRows.reverse(),
    paymentMethods: PAYMENT_METHOD_KINDS.map((method) => {
      const rows = [...firstPayments, ...balancesPaid].filter((row) => row.method === method);
      return {
        method,
        payments: rows.reduce((sum, row) => sum + Number(row.payments), 0),
        cents: rows.reduce((sum, row) => sum + Number(row.cents), 0),
      };
    }),
    balances: {
      dueCount: balances?.dueCount ?? 0,
      dueCents: Number(balances?.dueCents ?? 0),
      dueFcfa: Number(balances?.dueFcfa ?? 0),
      refundCount: balances?.refundCount ?? 0,
      refundCents: Number(balances?.refundCents ?? 0),
      refundFcfa: Number(balances?.refundFcfa ?? 0),
    },
  };
}

// The zone written as a literal, not a parameter: PostgreSQL must see the grouped expression and the
// selected one as the same text.
const PARIS_ZONE = sql.raw(`'${PARIS}'`);

/** The instant a Paris calendar day starts ('2026-11-01' → 2026-10-31T23:00Z). */
const parisMidnight = (day: string) => sql`(${`${day} 00:00:00`}::timestamp at time zone ${PARIS_ZONE})`;

/** When a first payment counts: when it was recorded, or for rows older than that column, their creation. */
const paidMoment = sql`coalesce(${parcels.paidAt}, ${parcels.createdAt})`;
const firstPaymentSince = (since: SQL) =>
  and(eq(parcels.paid, true), sql`${parcels.priceCents} is not null`, gte(paidMoment, since));

// Sums are bigint, which the drivers hand back as strings: read with Number().
const centsSum = (column: SQL) => sql<string>`coalesce(sum(${column}), 0)::bigint`;

/** A first payment came with a proof when the client sent one for the price (not for a balance). */
const firstPaymentProof = exists(
  sql`(select 1 from ${paymentProofs} where ${paymentProofs.parcelId} = ${parcels.id} and not ${paymentProofs.forBalance})`,
);

/** A first payment was made online when the provider's confirmation recorded it (it has `applied_at`). */
const firstPaymentOnline = exists(
  sql`(select 1 from ${onlinePayments} where ${onlinePayments.parcelId} = ${parcels.id} and ${onlinePayments.purpose} = 'price' and ${onlinePayments.appliedAt} is not null)`,
);

/**
 * A balance was paid online when a confirmation recorded the payment of that parcel's balance for the
 * same measured weight (the online payment names the weigh-in it pays, the settlement the weight it settled).
 */
const balanceOnline = exists(
  sql`(select 1 from ${onlinePayments} where ${onlinePayments.parcelId} = ${balanceSettlements.parcelId} and ${onlinePayments.purpose} = 'balance' and ${onlinePayments.appliedAt} is not null and ${onlinePayments.measuredWeightGrams} is not distinct from ${balanceSettlements.measuredWeightGrams})`,
);

/** Online first: a client who sent a proof and then paid online paid online. */
const methodCase = (online: SQL, proof: SQL) =>
  sql<PaymentMethodKind>`case when ${online} then 'online' when ${proof} then 'proof' else 'without_proof' end`;

async function firstPaymentsByMethod(db: Db, since: SQL) {
  const method = methodCase(firstPaymentOnline, firstPaymentProof);
  return db
    .select({ method, payments: sql<number>`count(*)::int`, cents: centsSum(sql`${parcels.priceCents}`) })
    .from(parcels)
    .where(firstPaymentSince(since))
    .groupBy(method);
}

async function balancesPaidByMethod(db: Db, since: SQL) {
  const method = methodCase(balanceOnline, sql`${balanceSettlements.proofId} is not null`);
  return db
    .select({
      method,
      payments: sql<number>`count(*)::int`,
      cents: centsSum(sql`${balanceSettlements.cents}`),
    })
    .from(balanceSettlements)
    .where(and(eq(balanceSettlements.kind, "paid"), gte(balanceSettlements.createdAt, since)))
    .groupBy(method);
}

/** The latest departures up to UPCOMING_DAYS ahead, newest first; cancelled ones too: they were planned. */
async function latestDepartures(db: Db, now: Date) {
  const horizon = new Date(now.getTime() + UPCOMING_DAYS * 86_400_000).toISOString().slice(0, 10);
  return db
    .select({
      id: departures.id,
      date: departures.date,
      fromCountry: departures.fromCountry,
      toCountry: departures.toCountry,
      bookedGrams,
      capacityGrams: departures.capacityGrams,
    })
    .from(departures)
    .where(lte(departures.date, horizon))
    .orderBy(desc(departures.date), desc(departures.id))
    .limit(BUSINESS_DEPARTURES);
}

/** Balances asked now (a weigh-in found more) and overpayments not yet refunded (it found less). */
async function openBalances(db: Db) {
  const due = sql`${parcels.balanceState} = 'due'`;
  const refund = sql`${parcels.balanceState} = 'refund_due'`;
  const [row] = await db
    .select({
      dueCount: sql<number>`(count(*) filter (where ${due}))::int`,
      dueCents: sql<string>`coalesce(sum(${parcels.balanceCents}) filter (where ${due}), 0)::bigint`,
      dueFcfa: sql<string>`coalesce(sum(${parcels.balanceFcfa}) filter (where ${due}), 0)::bigint`,
      refundCount: sql<number>`(count(*) filter (where ${refund}))::int`,
      // Stored negative (the carrier owes it): shown as the amount to give back.
      refundCents: sql<string>`coalesce(-sum(${parcels.balanceCents}) filter (where ${refund}), 0)::bigint`,
      refundFcfa: sql<string>`coalesce(-sum(${parcels.balanceFcfa}) filter (where ${refund}), 0)::bigint`,
    })
    .from(parcels)
    .where(inArray(parcels.balanceState, ["due", "refund_due"]));
  return row;
}
