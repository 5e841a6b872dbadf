import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
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

/** Only rows the provider named a transaction for are shown (the queries below filter on it). */
export function toOnlinePayment(row: typeof onlinePayments.$inferSelect): OnlinePayment {
  return {
    id: row.id,
    parcelId: row.parcelId,
    provider: row.provider,
    providerTransactionId: row.providerTransactionId ?? "",
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

/** How long a click waits for another click's checkout being opened before answering as unavailable. */
export const WAIT_FOR_OPENING_MS = 25_000;
/**
 * An opening older than this is taken as abandoned (the instance died during the provider's calls,
 * two of at most 10 s each): the next click closes it and opens another (decision 092).
 */
export const OPENING_ABANDONED_SECONDS = 60;

type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
type CheckoutClient = { email: string | null; name: string | null } | undefined;
type Reservation =
  | { kind: "ready"; response: CheckoutResponse }
  | { kind: "opening" }
  | { kind: "reserved"; row: OnlinePaymentRow; description: string; reference: string };

/**
 * `Payer maintenant` (docs/product/online-payment.md#checkout): the owner gets the provider's checkout
 * for exactly the amount due. The provider is never called under a lock nor inside a transaction
 * (decision 092): a short transaction under the parcel's row lock reserves the checkout (a pending row
 * without a transaction yet: the partial unique index keeps it the only open one), commits, then the
 * provider is called and its answer written in one statement. An open one for the same amount, younger
 * than an hour, is handed out again; a click meeting one being opened waits for it; an older or
 * different one is closed (a payment on it later is still recorded or flagged).
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
  const giveUpAt = Date.now() + WAIT_FOR_OPENING_MS;
  for (;;) {
    const reservation = await reserveCheckout(deps, user, parcel);
    if (reservation.kind === "ready") return reservation.response;
    if (reservation.kind === "reserved") return openAtProvider(deps, reservation, client);
    // Another click (tab, instance) is calling the provider for this parcel: its checkout is ours too.
    if (Date.now() > giveUpAt) throw providerUnavailable();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const providerUnavailable = () => new AppError("PROVIDER_UNAVAILABLE", 503, PROVIDER_UNAVAILABLE_MESSAGE);

/** The short transaction before the provider's call: under the parcel's lock, decide or reserve. */
function reserveCheckout(
  deps: PaymentDeps,
  user: SessionUser,
  parcel: typeof parcels.$inferSelect,
): Promise<Reservation> {
  return deps.db.transaction(async (tx): Promise<Reservation> => {
    const [locked] = await lockParcels(tx, eq(parcels.id, parcel.id));
    if (!locked) throw notFound(PARCEL_NOT_FOUND);
    const due = amountDueOnline({ ...parcel, ...locked });
    if (!due) throw conflict("NOTHING_TO_PAY", NOTHING_TO_PAY_MESSAGE);
    const [open] = await tx
      .select()
      .from(onlinePayments)
      .where(
        and(
          eq(onlinePayments.parcelId, parcel.id),
          eq(onlinePayments.purpose, due.purpose),
          eq(onlinePayments.status, "pending"),
        ),
      )
      .for("update");
    const now = new Date();
    if (open) {
      const age = now.getTime() - open.createdAt.getTime();
      if (open.checkoutUrl === null && age < OPENING_ABANDONED_SECONDS * 1000) return { kind: "opening" };
      if (
        open.checkoutUrl !== null &&
        age < CHECKOUT_REUSE_MINUTES * 60_000 &&
        open.amountFcfa === due.amountFcfa
      )
        return { kind: "ready", response: { checkoutUrl: open.checkoutUrl, payment: toOnlinePayment(open) } };
      // Closed here, read again by nobody: a webhook for it is still acted on (recorded or flagged).
      await tx
        .update(onlinePayments)
        .set({ status: "expired", nextCheckAt: null, updatedAt: now })
        .where(eq(onlinePayments.id, open.id));
    }
    const [row] = await tx
      .insert(onlinePayments)
      .values({
        id: newId(),
        parcelId: parcel.id,
        provider: deps.provider.name,
        purpose: due.purpose,
        measuredWeightGrams: due.measuredWeightGrams,
        amountFcfa: due.amountFcfa,
        currency: "XOF",
        status: "pending",
        // Not for the reconciliation until the provider has named its transaction.
        nextCheckAt: null,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // The payer reads the parcel's reference, as on the payment page and in e-mails (decision 101).
    const reference = locked.reference ?? locked.trackingCode;
    return {
      kind: "reserved",
      row: row as OnlinePaymentRow,
      description: `Colibri — ${parcelHumanName(locked)} (${reference})${due.purpose === "balance" ? " — complément" : ""}`,
      reference,
    };
  });
}

/**
 * The provider's calls, outside any transaction, then its answer in one statement. A failure closes
 * the reserved row (`expired`), so the next click opens another; the payer reads the usual message.
 */
async function openAtProvider(
  deps: PaymentDeps,
  { row, description, reference }: Extract<Reservation, { kind: "reserved" }>,
  client: CheckoutClient,
): Promise<CheckoutResponse> {
  let checkout: Awaited<ReturnType<typeof deps.provider.createCheckout>>;
  try {
    checkout = await deps.provider.createCheckout({
      amountFcfa: row.amountFcfa,
      currency: "XOF",
      description,
      returnUrl: `${deps.publicUrl}/paiement/${encodeURIComponent(row.parcelId)}?paiement-en-ligne=retour`,
      metadata: { parcelId: row.parcelId, paymentId: row.id, reference },
      customer: { email: client?.email ?? null, name: client?.name ?? null },
    });
  } catch (error) {
    await deps.db
      .update(onlinePayments)
      .set({ status: "expired", nextCheckAt: null, updatedAt: new Date() })
      .where(and(eq(onlinePayments.id, row.id), isNull(onlinePayments.providerTransactionId)));
    if (error instanceof ProviderUnavailable) {
      deps.log.error({ err: error, parcelId: row.parcelId }, "payment provider refused or unreachable");
      throw providerUnavailable();
    }
    throw error;
  }
  const now = new Date();
  // Recorded even if the row was closed meanwhile (the amount changed): a payment on it is then flagged.
  const [opened] = await deps.db
    .update(onlinePayments)
    .set({
      providerTransactionId: checkout.transactionId,
      checkoutUrl: checkout.checkoutUrl,
      nextCheckAt: sql`case when ${onlinePayments.status} = 'pending' then ${nextCheckAfter(row.createdAt, 0).toISOString()}::timestamptz end`,
      updatedAt: now,
    })
    .where(eq(onlinePayments.id, row.id))
    .returning();
  if (!opened) throw notFound(PARCEL_NOT_FOUND);
  return { checkoutUrl: checkout.checkoutUrl, payment: toOnlinePayment(opened) };
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
        // A checkout still being opened (or never opened) is not one to show nor to read again.
        .where(and(eq(onlinePayments.parcelId, parcelId), isNotNull(onlinePayments.providerTransactionId)))
        .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
        .limit(1)
    )[0];
  let row = await latest();
  const pending = row?.status === "pending" ? row : undefined;
  if (deps && pending?.providerTransactionId && parcel.clientId === user.id) {
    try {
      await refreshPayment(deps, { id: pending.id, providerTransactionId: pending.providerTransactionId });
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
        isNotNull(onlinePayments.providerTransactionId),
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
