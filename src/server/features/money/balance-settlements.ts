import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor, Tx } from "#server/db/database";
import { newId } from "#server/db/ids";
import { balanceSettlements, paymentProofs } from "#server/db/schema";
import {
  MONEY_SETTLEMENT_KINDS,
  type MoneySoFar,
  moneySoFar,
  type SettlementKind,
} from "#shared/parcels/balance-settlement";
import type { ReceiptPayment } from "#shared/parcels/receipt-schema";

/**
 * The money of a parcel (docs/product/departures.md#money-received, decision 064): the price paid
 * first, and the balances settled since, each kept in `balance_settlement`.
 */

/** A settlement that moved money (paid or refunded), for every query that adds up money received. */
export const isMoneySettlement = inArray(balanceSettlements.kind, MONEY_SETTLEMENT_KINDS);

type PaidParcel = { id: string; paid: boolean; priceCents: number | null; priceFcfa: number | null };

const pricePaid = (parcel: PaidParcel) =>
  parcel.paid ? { cents: parcel.priceCents ?? 0, fcfa: parcel.priceFcfa ?? 0 } : null;

/** Received and forgiven so far; under the parcel's row lock when an action decides from it. */
export async function parcelMoney(db: Executor, parcel: PaidParcel): Promise<MoneySoFar> {
  const settlements = await db
    .select({ kind: balanceSettlements.kind, cents: balanceSettlements.cents, fcfa: balanceSettlements.fcfa })
    .from(balanceSettlements)
    .where(eq(balanceSettlements.parcelId, parcel.id));
  return moneySoFar(pricePaid(parcel), settlements);
}

export type NewSettlement = {
  parcelId: string;
  kind: SettlementKind;
  cents: number;
  fcfa: number;
  measuredWeightGrams: number | null;
  note: string | null;
  actorId: string;
  at: Date;
};

/**
 * Writes a settled balance in the caller's transaction. A paid one keeps the latest proof the client
 * sent for a balance, when one arrived for this balance (`balanceProofReceivedAt`, cleared at each
 * weigh-in).
 */
export async function recordSettlement(
  tx: Tx,
  settlement: NewSettlement,
  balanceProofReceived: boolean,
): Promise<string> {
  const proofId =
    settlement.kind === "paid" && balanceProofReceived
      ? await latestProofId(tx, settlement.parcelId, true)
      : null;
  const { at, ...values } = settlement;
  const id = newId("bst");
  await tx.insert(balanceSettlements).values({ id, ...values, proofId, createdAt: at });
  return id;
}

async function latestProofId(db: Executor, parcelId: string, forBalance: boolean) {
  const [proof] = await db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.parcelId, parcelId), eq(paymentProofs.forBalance, forBalance)))
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(1);
  return proof?.id ?? null;
}

type ReceiptParcel = PaidParcel & { paidAt: Date | null };

/**
 * The receipt's lines, oldest first (docs/product/parcels.md#paid-receipt): the price paid first with
 * the proof sent for it, then each balance paid or refunded with its own proof. Waived balances are no
 * money: they are not listed.
 */
export async function receiptPayments(db: Executor, parcel: ReceiptParcel): Promise<ReceiptPayment[]> {
  if (!parcel.paid) return [];
  const [firstProofId, settled] = await Promise.all([
    latestProofId(db, parcel.id, false),
    db
      .select({
        kind: balanceSettlements.kind,
        cents: balanceSettlements.cents,
        fcfa: balanceSettlements.fcfa,
        proofId: balanceSettlements.proofId,
        createdAt: balanceSettlements.createdAt,
      })
      .from(balanceSettlements)
      .where(and(eq(balanceSettlements.parcelId, parcel.id), isMoneySettlement))
      .orderBy(asc(balanceSettlements.createdAt), asc(balanceSettlements.id)),
  ]);
  const proofIds = [firstProofId, ...settled.map((row) => row.proofId)].filter((id) => id !== null);
  const proofs =
    proofIds.length === 0
      ? []
      : await db
          .select({
            id: paymentProofs.id,
            createdAt: paymentProofs.createdAt,
            transactionReference: paymentProofs.transactionReference,
          })
          .from(paymentProofs)
          .where(inArray(paymentProofs.id, proofIds));
  const proofOf = (id: string | null) => {
    const proof = proofs.find((each) => each.id === id);
    return proof
      ? { uploadedAt: proof.createdAt.toISOString(), transactionReference: proof.transactionReference }
      : null;
  };
  return [
    {
      kind: "price",
      at: parcel.paidAt?.toISOString() ?? null,
      cents: parcel.priceCents ?? 0,
      fcfa: parcel.priceFcfa ?? 0,
      proof: proofOf(firstProofId),
    },
    ...settled.map(
      (row): ReceiptPayment => ({
        kind: row.kind === "paid" ? "balance" : "refund",
        at: row.createdAt.toISOString(),
        cents: row.cents,
        fcfa: row.fcfa,
        proof: proofOf(row.proofId),
      }),
    ),
  ];
}
