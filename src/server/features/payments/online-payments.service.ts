import { and, desc, eq } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { onlinePayments, parcels, users } from "#server/db/schema";
import { lockParcels } from "#server/features/parcel-records";
import { AppError, conflict, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { balanceDue } from "#shared/parcels/balance-state";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { isClosedRequest } from "#shared/parcels/request-api";
import {
  type AdminOnlinePayment,
  type CheckoutResponse,
  NOTHING_TO_PAY_MESSAGE,
  type OnlinePayment,
  type OnlinePaymentPurpose,
  type OnlinePaymentState,
  type OnlinePaymentStatus,
  PROVIDER_UNAVAILABLE_MESSAGE,
} from "#shared/payments/online-payment";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";
import { nextCheckAfter, type PaymentDeps, refreshPayment } from "./payment-confirmation";
import { ProviderUnavailable } from "./providers/payment-provider";
import { toHandle } from "./unrecorded-payments";

/** How long a checkout is handed out again on a second click (decision 080). */
export const CHECKOUT_REUSE_MINUTES = 60;

type ParcelFacts = Pick<
  typeof parcels.$inferSelect,
  "paid" | "status" | "priceFcfa" | "balanceState" | "balanceFcfa" | "measuredWeightGrams"
>;

type AmountDue = { purpose: OnlinePaymentPurpose; amountFcfa: number; measuredWeightGrams: number | null };

/** What the parcel asks for now, in whole francs: its price, a weigh-in's balance, or nothing. */
export function amountDueOnline(parcel: ParcelFacts): AmountDue | null {
  if (balanceDue(parcel.paid, parcel.balanceState)) {
    return parcel.balanceFcfa > 0
      ? {
          purpose: "balance",
          amountFcfa: parcel.balanceFcfa,
          measuredWeightGrams: parcel.measuredWeightGrams,
        }
      : null;
  }
  if (parcel.paid || isClosedRequest(parcel) || !parcel.priceFcfa || parcel.priceFcfa <= 0) return null;
  return { purpose: "price", amountFcfa: parcel.priceFcfa, measuredWeightGrams: null };
}

export function toOnlinePayment(row: typeof onlinePayments.$inferSelect): OnlinePayment {
  return {
    id: row.id,
    parcelId: row.parcelId,
    provider: row.provider,
    providerTransactionId: row.providerTransactionId,
    purpose: row.purpose,
    amountFcfa: row.amountFcfa,
    currency: row.currency,
    status: row.status,
    applied: row.appliedAt !== null,
    problem: row.problem,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

async function ownParcel(db: Executor, user: SessionUser, parcelId: string) {
  const [parcel] = await db.select().from(parcels).where(eq(parcels.id, parcelId)).limit(1);
  if (!parcel || (parcel.clientId !== user.id && user.role !== "admin")) throw notFound(PARCEL_NOT_FOUND);
  return parcel;
}

/**
 * `Payer maintenant` (docs/product/online-payment.md#checkout): the owner gets the provider's checkout
 * for exactly the amount due. Under the parcel's row lock, so two clicks (two tabs, two instances)
 * cannot open two: an open one for the same amount, younger than an hour, is handed out again; an
 * older or different one is closed here (a payment on it later is still recorded or flagged).
 */
export async function startCheckout(
  deps: PaymentDeps,
  user: SessionUser,
  parcelId: string,
): Promise<CheckoutResponse> {
  const parcel = await ownParcel(deps.db, user, parcelId);
  if (parcel.clientId !== user.id) throw notFound(PARCEL_NOT_FOUND);
  const [client] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, user.id));
  return deps.db.transaction(async (tx) => {
    const [locked] = await lockParcels(tx, eq(parcels.id, parcelId));
    if (!locked) throw notFound(PARCEL_NOT_FOUND);
    const due = amountDueOnline({ ...parcel, ...locked });
    if (!due) throw conflict("NOTHING_TO_PAY", NOTHING_TO_PAY_MESSAGE);
    const [open] = await tx
      .select()
      .from(onlinePayments)
      .where(
        and(
          eq(onlinePayments.parcelId, parcelId),
          eq(onlinePayments.purpose, due.purpose),
          eq(onlinePayments.status, "pending"),
        ),
      )
      .for("update");
    const now = new Date();
    if (open) {
      const fresh = now.getTime() - open.createdAt.getTime() < CHECKOUT_REUSE_MINUTES * 60_000;
      if (fresh && open.amountFcfa === due.amountFcfa)
        return { checkoutUrl: open.checkoutUrl, payment: toOnlinePayment(open) };
      // Closed here, read again by nobody: a webhook for it is still acted on (recorded or flagged).
      await tx
        .update(onlinePayments)
        .set({ status: "expired", nextCheckAt: null, updatedAt: now })
        .where(eq(onlinePayments.id, open.id));
    }
    const id = newId();
    let checkout: Awaited<ReturnType<typeof deps.provider.createCheckout>>;
    try {
      checkout = await deps.provider.createCheckout({
        amountFcfa: due.amountFcfa,
        currency: "XOF",
        description: `Colibri — ${parcelHumanName(locked)} (${locked.trackingCode})${due.purpose === "balance" ? " — complément" : ""}`,
        returnUrl: `${deps.publicUrl}/paiement/${encodeURIComponent(parcelId)}?paiement-en-ligne=retour`,
        metadata: { parcelId, paymentId: id, reference: locked.trackingCode },
        customer: { email: client?.email ?? null, name: client?.name ?? null },
      });
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        deps.log.error({ err: error, parcelId }, "payment provider refused or unreachable");
        throw new AppError("PROVIDER_UNAVAILABLE", 503, PROVIDER_UNAVAILABLE_MESSAGE);
      }
      throw error;
    }
    const [row] = await tx
      .insert(onlinePayments)
      .values({
        id,
        parcelId,
        provider: deps.provider.name,
        providerTransactionId: checkout.transactionId,
        checkoutUrl: checkout.checkoutUrl,
        purpose: due.purpose,
        measuredWeightGrams: due.measuredWeightGrams,
        amountFcfa: due.amountFcfa,
        currency: "XOF",
        status: "pending",
        nextCheckAt: nextCheckAfter(now, 0),
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return {
      checkoutUrl: checkout.checkoutUrl,
      payment: toOnlinePayment(row as typeof onlinePayments.$inferSelect),
    };
  });
}

/**
 * What the payment page shows of online payment; for the owner back from the checkout, a pending
 * payment is first read again from the provider (the same reading as the webhook's), so the page
 * moves on even when the webhook is late. The browser's word (`?status=approved`) is never taken.
 */
export async function onlinePaymentState(
  deps: PaymentDeps | null,
  db: Db,
  user: SessionUser,
  parcelId: string,
): Promise<OnlinePaymentState> {
  const parcel = await ownParcel(db, user, parcelId);
  const latest = async () =>
    (
      await db
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.parcelId, parcelId))
        .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
        .limit(1)
    )[0];
  let row = await latest();
  const pending = row?.status === "pending" ? row : undefined;
  if (deps && pending && parcel.clientId === user.id) {
    try {
      await refreshPayment(deps, pending);
      row = await latest();
    } catch (error) {
      deps.log.warn({ err: error, paymentId: pending.id }, "online payment not read on return");
    }
  }
  const [now] = await db.select().from(parcels).where(eq(parcels.id, parcelId));
  const due = now ? amountDueOnline(now) : null;
  return {
    offered: deps !== null && due !== null && parcel.clientId === user.id,
    amountDueFcfa: due?.amountFcfa ?? null,
    latest: row ? toOnlinePayment(row) : null,
  };
}

/** The « paiements en ligne » list of the admin: the latest first, optionally one status or one parcel. */
export async function listOnlinePayments(
  db: Db,
  filter: { status?: OnlinePaymentStatus; parcelId?: string; toHandle?: "1" },
): Promise<AdminOnlinePayment[]> {
  const rows = await db
    .select({
      payment: onlinePayments,
      trackingCode: parcels.trackingCode,
      description: parcels.description,
      clientName: users.name,
    })
    .from(onlinePayments)
    .innerJoin(parcels, eq(parcels.id, onlinePayments.parcelId))
    .leftJoin(users, eq(users.id, parcels.clientId))
    .where(
      and(
        filter.status ? eq(onlinePayments.status, filter.status) : undefined,
        filter.parcelId ? eq(onlinePayments.parcelId, filter.parcelId) : undefined,
        filter.toHandle ? toHandle : undefined,
      ),
    )
    .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
    .limit(200);
  return rows.map((row) => ({
    ...toOnlinePayment(row.payment),
    trackingCode: row.trackingCode,
    description: row.description,
    clientName: row.clientName,
  }));
}
