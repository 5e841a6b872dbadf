import { and, asc, eq, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { balanceSettlements, issuedDocuments, parcels } from "#server/db/schema";
import { PARIS } from "#shared/french-dates";
import { isMoneySettlement } from "./balance-settlements";

/**
 * The one definition of money received (docs/product/accounting.md#tie-out,
 * docs/decisions/091-one-definition-of-money-received.md). Every figure of money received reads it: the
 * dashboard's « Revenus » card, the charts' months, the accounting export and the money property test.
 *
 * One row per money move that moved money (docs/product/departures.md#money-received):
 * - the price paid first, dated when the payment was recorded (`paid_at`; the creation of a parcel
 *   paid before that column existed);
 * - each balance paid (positive) and each refund made (negative), dated when settled.
 * A waiver moved no money, nor does an amount of nothing: neither is a move.
 *
 * The invoice cut-off: each move since invoicing began (decision 084) issued its invoice or credit note
 * in its own transaction, at its very moment; a move recorded before has none and is « payé avant la
 * facturation ». `document_id` says which: the export lists the documents and those moves apart, the
 * dashboard shows their part, and both add up to the same money.
 */
export type MoneyMoveKind = "price" | "balance" | "refund";

const nonZero = (cents: SQL, fcfa: SQL) => sql`not (${cents} = 0 and ${fcfa} = 0)`;

/** Every money move as a subquery `money_move` (parcel_id, kind, cents, fcfa, at, document_id). */
export function moneyMoves(db: Executor) {
  const priceCents = sql`coalesce(${parcels.priceCents}, 0)`;
  const priceFcfa = sql`coalesce(${parcels.priceFcfa}, 0)`;
  const prices = db
    .select({
      parcelId: sql<string>`${parcels.id}`.as("parcel_id"),
      kind: sql<MoneyMoveKind>`'price'`.as("kind"),
      cents: sql<number>`${priceCents}`.as("cents"),
      fcfa: sql<number>`${priceFcfa}`.as("fcfa"),
      at: sql<Date>`coalesce(${parcels.paidAt}, ${parcels.createdAt})`.as("at"),
      documentId: sql<string | null>`${issuedDocuments.id}`.as("document_id"),
    })
    .from(parcels)
    .leftJoin(
      issuedDocuments,
      and(eq(issuedDocuments.parcelId, parcels.id), eq(issuedDocuments.reason, "price")),
    )
    .where(and(eq(parcels.paid, true), isNotNull(parcels.priceCents), nonZero(priceCents, priceFcfa)));
  const settlements = db
    .select({
      parcelId: sql<string>`${balanceSettlements.parcelId}`.as("parcel_id"),
      kind: sql<MoneyMoveKind>`case when ${balanceSettlements.kind} = 'paid' then 'balance' else 'refund' end`.as(
        "kind",
      ),
      cents: sql<number>`${balanceSettlements.cents}`.as("cents"),
      fcfa: sql<number>`${balanceSettlements.fcfa}`.as("fcfa"),
      at: sql<Date>`${balanceSettlements.createdAt}`.as("at"),
      documentId: sql<string | null>`${issuedDocuments.id}`.as("document_id"),
    })
    .from(balanceSettlements)
    .leftJoin(issuedDocuments, eq(issuedDocuments.settlementId, balanceSettlements.id))
    .where(
      and(isMoneySettlement, nonZero(sql`${balanceSettlements.cents}`, sql`${balanceSettlements.fcfa}`)),
    );
  return prices.unionAll(settlements).as("money_move");
}

export type Money = { cents: number; fcfa: number };
export type MoneyReceived = Money & {
  /** The part of it moved before invoicing began: no invoice or credit note stands for it. */
  beforeInvoicing: Money;
};

/** Instants of a period: `from` included, `to` excluded. Left out: all time. */
export type Period = { from: Date; to: Date };

/** Sums are bigint, which the drivers hand back as strings: read with Number(). */
const sumOf = (column: SQL | SQL.Aliased, where?: SQL) =>
  sql<string>`coalesce(sum(${column})${where ? sql` filter (where ${where})` : sql``}, 0)::bigint`;

/**
 * An instant as a parameter: the subquery's column has no type drizzle can map a Date with, and
 * postgres.js takes no Date for an untyped parameter (PGlite does).
 */
const instant = (at: Date | SQL) => (at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at);

const inPeriod = (moves: ReturnType<typeof moneyMoves>, period?: Period) =>
  period ? and(gte(moves.at, instant(period.from)), lt(moves.at, instant(period.to))) : undefined;

/** The money received over all time, or between two instants, and its part before invoicing. */
export async function moneyReceived(db: Executor, period?: Period): Promise<MoneyReceived> {
  const moves = moneyMoves(db);
  const before = sql`${moves.documentId} is null`;
  const [row] = await db
    .select({
      cents: sumOf(sql`${moves.cents}`),
      fcfa: sumOf(sql`${moves.fcfa}`),
      beforeCents: sumOf(sql`${moves.cents}`, before),
      beforeFcfa: sumOf(sql`${moves.fcfa}`, before),
    })
    .from(moves)
    .where(inPeriod(moves, period));
  return {
    cents: Number(row?.cents ?? 0),
    fcfa: Number(row?.fcfa ?? 0),
    beforeInvoicing: { cents: Number(row?.beforeCents ?? 0), fcfa: Number(row?.beforeFcfa ?? 0) },
  };
}

// The zone written as a literal, not a parameter: PostgreSQL must see the grouped expression and the
// selected one as the same text.
const PARIS_ZONE = sql.raw(`'${PARIS}'`);

/** The money received per Paris month ('2026-11') from `since` on; months without any are left out. */
export async function moneyReceivedByMonth(
  db: Executor,
  since: Date | SQL,
): Promise<(Money & { month: string })[]> {
  const moves = moneyMoves(db);
  const month = sql<string>`to_char(${moves.at} at time zone ${PARIS_ZONE}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, cents: sumOf(sql`${moves.cents}`), fcfa: sumOf(sql`${moves.fcfa}`) })
    .from(moves)
    .where(gte(moves.at, instant(since)))
    .groupBy(month);
  return rows.map((row) => ({ month: row.month, cents: Number(row.cents), fcfa: Number(row.fcfa) }));
}

/**
 * The moves of a period in date order, each with its document's id when it has one, for the
 * accounting export: it prints the document, or the parcel for a move paid before invoicing.
 */
export async function moneyMovesBetween(db: Executor, period: Period) {
  const moves = moneyMoves(db);
  const rows = await db
    .select({
      parcelId: moves.parcelId,
      kind: moves.kind,
      cents: moves.cents,
      fcfa: moves.fcfa,
      // Milliseconds, read the same way from PGlite and postgres.js.
      atMs: sql<string>`floor(extract(epoch from ${moves.at}) * 1000)::bigint::text`,
      documentId: moves.documentId,
    })
    .from(moves)
    .where(inPeriod(moves, period))
    .orderBy(asc(moves.at), asc(moves.kind), asc(moves.documentId));
  return rows.map(({ atMs, ...row }) => ({
    ...row,
    cents: Number(row.cents),
    fcfa: Number(row.fcfa),
    at: new Date(Number(atMs)),
  }));
}
