import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { onlinePayments } from "#server/db/schema";
import {
  type ActionColumn,
  applyParcelDecision,
  type Decision,
  markPaidDecision,
  validateBalanceDecision,
} from "#server/features/money";
import type { CurrentParcel } from "#server/features/parcel-records";
import type { Seller } from "#shared/invoices";
import { balanceDue } from "#shared/parcels/balance-state";
import { isClosedRequest } from "#shared/parcels/request-api";
import { type OnlinePaymentProblem, PROVIDER_LABELS } from "#shared/payments/online-payment";
import type { Tariff } from "#shared/pricing";
import { lockPaymentAndParcel } from "./payment-lock";
import type { PaymentProvider, ProviderTransaction } from "./providers/payment-provider";
import { recordNotRecorded } from "./unrecorded-payments";

export type PaymentDeps = {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** What the invoice of a payment recorded online needs, as the carrier's actions have it (decision 084). */
  tariff: Tariff;
  seller: Seller;
};

type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** What became of one reading: for the logs and the tests. */
export type Outcome = "applied" | "unchanged" | "closed" | "pending" | OnlinePaymentProblem;

/**
 * Why an approved payment cannot be recorded on the parcel as it is now, or null when it can: the
 * amount it paid must still be the amount due, for the same thing (docs/product/online-payment.md#recorded).
 */
function problemOf(row: OnlinePaymentRow, parcel: CurrentParcel | undefined): OnlinePaymentProblem | null {
  if (!parcel || parcel.clientId === null) return "request_closed";
  if (row.purpose === "price") {
    if (parcel.paid) return "already_paid";
    if (isClosedRequest(parcel)) return "request_closed";
    return parcel.priceFcfa === row.amountFcfa ? null : "amount_changed";
  }
  if (!balanceDue(parcel.paid, parcel.balanceState)) return "already_paid";
  return parcel.balanceFcfa === row.amountFcfa ? null : "amount_changed";
}

/** The transaction the provider describes is not the one we opened: never acted on. */
function mismatchOf(row: OnlinePaymentRow, read: ProviderTransaction): string | null {
  if (read.transactionId !== row.providerTransactionId) return "transaction id";
  if (read.amount !== row.amountFcfa) return "amount";
  if (read.currency !== row.currency) return "currency";
  if (read.parcelId !== row.parcelId) return "parcel";
  return null;
}

/**
 * Acts on what the provider says of one of our transactions, read from its API just before (the
 * webhook's body, the browser's return and the reconciliation are only reasons to read it). In one
 * transaction, under the parcel's row lock then the payment's: an approved payment still due is
 * recorded with the carrier's own decision (`markPaidDecision` / `validateBalanceDecision`) through
 * `applyParcelDecision` — same status, history, audit and e-mail — naming the provider and its
 * transaction; at most once, whatever instance and however many times (decision 080).
 */
export async function actOnTransaction(
  deps: PaymentDeps,
  paymentId: string,
  read: ProviderTransaction,
): Promise<Outcome> {
  const { db, log } = deps;
  if (read.status === "pending") return "pending";
  return db.transaction(async (tx): Promise<Outcome> => {
    const locked = await lockPaymentAndParcel(tx, paymentId);
    if (!locked || locked.row.appliedAt !== null) return "unchanged";
    const { row, parcel } = locked;
    const now = new Date();
    if (read.status !== "approved") {
      if (row.status === read.status) return "unchanged";
      await tx
        .update(onlinePayments)
        .set({ status: read.status, nextCheckAt: null, updatedAt: now })
        .where(eq(onlinePayments.id, row.id));
      log.info(
        { paymentId: row.id, transactionId: row.providerTransactionId, status: read.status },
        "online payment closed",
      );
      return "closed";
    }
    if (row.status === "approved") return "unchanged";
    const mismatch = mismatchOf(row, read);
    const problem = mismatch ? "mismatch" : problemOf(row, parcel);
    if (problem || !parcel) {
      await tx
        .update(onlinePayments)
        .set({ status: "approved", problem, confirmedAt: now, nextCheckAt: null, updatedAt: now })
        .where(eq(onlinePayments.id, row.id));
      // Money held for the client: history, audit, the administrators' e-mail (decision 097).
      if (parcel && problem) await recordNotRecorded(tx, row, parcel, problem, deps.publicUrl);
      log.warn(
        {
          paymentId: row.id,
          parcelId: row.parcelId,
          transactionId: row.providerTransactionId,
          problem,
          mismatch,
        },
        "online payment approved but not recorded on the parcel: the carrier decides",
      );
      return problem ?? "request_closed";
    }
    const context = {
      actor: { id: parcel.clientId as string, email: parcel.clientEmail ?? "" },
      publicUrl: deps.publicUrl,
      tariff: deps.tariff,
      seller: deps.seller,
      // The invoice names the provider and its transaction as the payment's method and reference.
      payment: {
        method: `Paiement en ligne (${PROVIDER_LABELS[row.provider] ?? row.provider})`,
        reference: row.providerTransactionId,
      },
    };
    if (row.purpose === "price")
      await applyParcelDecision(tx, context, parcel, paidOnline(row, markPaidDecision(parcel)));
    else await applyParcelDecision(tx, context, parcel, paidOnline(row, validateBalanceDecision(parcel)));
    await tx
      .update(onlinePayments)
      .set({ status: "approved", appliedAt: now, confirmedAt: now, nextCheckAt: null, updatedAt: now })
      .where(eq(onlinePayments.id, row.id));
    log.info(
      { paymentId: row.id, parcelId: row.parcelId, transactionId: row.providerTransactionId },
      "online payment recorded",
    );
    return "applied";
  });
}

/** The carrier's decision, naming the provider and its transaction in the history, audit and e-mail. */
function paidOnline<Own extends ActionColumn>(row: OnlinePaymentRow, decision: Decision<Own>): Decision<Own> {
  const provider = PROVIDER_LABELS[row.provider] ?? row.provider;
  return {
    ...decision,
    note: `${decision.note} — payé en ligne (${provider}, transaction ${row.providerTransactionId})`,
    details: {
      ...decision.details,
      onlinePayment: { provider: row.provider, transactionId: row.providerTransactionId, id: row.id },
    },
  };
}

/** Reads one of our transactions from the provider and acts on it. */
export async function refreshPayment(deps: PaymentDeps, row: { id: string; providerTransactionId: string }) {
  return actOnTransaction(deps, row.id, await deps.provider.readTransaction(row.providerTransactionId));
}

/**
 * When the reconciliation reads a pending transaction again (decision 080): 5 minutes after it was
 * opened, then 30 minutes, 2 hours, 6 hours; one still pending a day later is closed as expired.
 */
export const RECHECK_AFTER_MINUTES = [5, 30, 120, 360] as const;
export const EXPIRE_AFTER_MINUTES = 24 * 60;

export function nextCheckAfter(createdAt: Date, checks: number): Date {
  const minutes = RECHECK_AFTER_MINUTES[checks] ?? EXPIRE_AFTER_MINUTES;
  return new Date(createdAt.getTime() + minutes * 60_000);
}

/**
 * One pass of the reconciliation: every pending payment whose time has come is read from the
 * provider; a lost webhook is thus found within minutes. Several instances may run it at once: each
 * row is claimed by pushing its next check forward in one statement, and acting is idempotent anyway.
 */
export async function reconcileOnlinePayments(deps: PaymentDeps, batch = 20): Promise<Outcome[]> {
  const due = await deps.db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.status, "pending"), lte(onlinePayments.nextCheckAt, sql`now()`)))
    .orderBy(asc(onlinePayments.nextCheckAt))
    .limit(batch);
  const outcomes: Outcome[] = [];
  for (const row of due) {
    // A checkout being opened has no transaction yet, nor a next check (decision 092).
    if (row.providerTransactionId === null) continue;
    const claimed = await deps.db
      .update(onlinePayments)
      .set({ checks: row.checks + 1, nextCheckAt: nextCheckAfter(row.createdAt, row.checks + 1) })
      .where(and(eq(onlinePayments.id, row.id), eq(onlinePayments.checks, row.checks)))
      .returning({ id: onlinePayments.id });
    if (claimed.length === 0) continue; // another instance took it
    try {
      const read = await deps.provider.readTransaction(row.providerTransactionId);
      const age = Date.now() - row.createdAt.getTime();
      const expired = read.status === "pending" && age >= EXPIRE_AFTER_MINUTES * 60_000;
      outcomes.push(await actOnTransaction(deps, row.id, expired ? { ...read, status: "expired" } : read));
    } catch (error) {
      deps.log.warn({ err: error, paymentId: row.id }, "online payment reconciliation: provider not read");
    }
  }
  return outcomes;
}
