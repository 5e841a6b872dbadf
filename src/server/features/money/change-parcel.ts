import { eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/database";
import { parcels } from "#server/db/schema";
import type { RecipientMessenger } from "#server/features/messaging";
import {
  type CurrentParcel,
  giveOrdersBack,
  lockParcels,
  parcelDropoff,
} from "#server/features/parcel-records";
import { conflict, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { STALE_PARCEL_MESSAGE } from "#shared/admin/admin-parcels";
import { DOCUMENT_TITLES, type Seller } from "#shared/invoices";
import type { MoneySoFar } from "#shared/parcels/balance-settlement";
import type { ParcelStatus } from "#shared/parcels/status";
import type { Tariff } from "#shared/pricing";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";
import { type NewSettlement, parcelMoney, recordSettlement } from "./balance-settlements";
import { issueDocument, numberDocument, type PaymentFacts, plannedDocument } from "./issue-documents";
import type { ParcelEmailKind } from "./parcel-emails";
import { recordStatusChange } from "./status-change-record";

type ParcelValues = typeof parcels.$inferInsert;

/**
 * What `changeParcel` writes for every action: the status and payment the decision states, the moment
 * of a first payment, the end of a client's cancellation when the carrier re-opens the request, and the
 * time of the change.
 */
type WrittenByEveryAction = "id" | "status" | "paid" | "paidAt" | "cancelledAt" | "updatedAt";

/** A column an action may write besides those; each action names its own in `Decision<…>`. */
export type ActionColumn = Exclude<keyof ParcelValues, WrittenByEveryAction>;

/** Any of the action's own columns, none of the others: writing another one does not compile. */
type ColumnsOf<Own extends ActionColumn> = Partial<Pick<ParcelValues, Own>> & {
  [Column in Exclude<keyof ParcelValues, Own>]?: never;
};

/**
 * What an action decides from the parcel as it is now; it throws an AppError to refuse. `Own` lists
 * the columns it may write beyond those of every action (none by default).
 */
export type Decision<Own extends ActionColumn = never> = {
  action:
    | "parcel.mark_paid"
    | "parcel.status_change"
    | "parcel.reset"
    | "parcel.balance_validated"
    | "parcel.balance_waived"
    | "parcel.balance_refunded"
    | "parcel.handover";
  status: ParcelStatus;
  paid: boolean;
  note: string;
  location: string | null;
  emailKind: ParcelEmailKind;
  /** Extra facts for the audit line (reason, re-opened request, proof present…). */
  details?: Record<string, unknown>;
  /** The action's own columns (the weigh-in's, the balance's, the handover's). */
  columns?: ColumnsOf<Own>;
  /** A balance settled: kept for good beside the parcel (decision 064). */
  settlement?: Pick<NewSettlement, "kind" | "cents" | "fcfa" | "note">;
  /** Lines of the client's e-mail after the note, and its button when not 'Suivre mon colis'. */
  email?: { details: string[]; action?: { label: string; url: string } };
  /** A money matter: the client is e-mailed even with parcel e-mails turned off. */
  emailWhateverSwitch?: boolean;
};

/** Who acts: the carrier on their screen, or the client whose online payment a provider confirmed. */
export type ActionContext = {
  db: Db;
  actor: Pick<SessionUser, "id" | "email">;
  publicUrl: string;
  tariff: Tariff;
  /** The carrier as its invoices name it (docs/product/accounting.md#settings). */
  seller: Seller;
  /** An online payment says how it was paid; without it, the carrier validated a proof. */
  payment?: PaymentFacts;
  /** Queues the recipient's WhatsApp or SMS message of the new status (decision 082); absent: none. */
  recipientMessages?: RecipientMessenger;
};

/**
 * The parcel, locked, as the admin saw it (decision 020): 404 once it is gone, 409 when its status is
 * no longer the one their screen showed.
 */
export async function lockParcelAsSeen(
  tx: Tx,
  parcelId: string,
  expectedStatus: ParcelStatus,
): Promise<CurrentParcel> {
  const [parcel] = await lockParcels(tx, eq(parcels.id, parcelId));
  if (!parcel) throw notFound(PARCEL_NOT_FOUND);
  if (parcel.status !== expectedStatus) throw conflict("STALE_PARCEL", STALE_PARCEL_MESSAGE);
  return parcel;
}

/**
 * The one way an admin changes a parcel (decisions 020, 030). In a single transaction: lock the parcel's
 * row (`FOR UPDATE`), check the admin still sees its real status, let the shared rules decide, then
 * update it. Concurrent admins queue on the lock; each one after the first reads the status the
 * previous one committed and gets a 409 if it is not the one they saw. The time of the history
 * entry and audit line is taken once the lock is held, and history is ordered by an identity
 * column filled under that lock, so the last entry always matches the status
 * (docs/product/administration.md#history-order). The client's e-mail and pushes (outboxes) commit with it.
 * `decide` also gets the money the parcel received and what was waived so far
 * (docs/product/departures.md#money-received), read under the same lock.
 */
export async function changeParcel<Own extends ActionColumn = never>(
  context: ActionContext,
  parcelId: string,
  expectedStatus: ParcelStatus,
  decide: (parcel: CurrentParcel, money: MoneySoFar) => Decision<Own>,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const parcel = await lockParcelAsSeen(tx, parcelId, expectedStatus);
    await applyParcelDecision(tx, context, parcel, decide(parcel, await parcelMoney(tx, parcel)));
  });
}

/**
 * What every carrier action writes once decided, in the caller's transaction, under the parcel's row
 * lock: the parcel's columns, a settled balance, the history entry and audit line, the client's e-mail.
 * The carrier's buttons reach it through `changeParcel`; a payment confirmed by a provider reaches it
 * from the online-payment feature with the same decision (`markPaidDecision`, `validateBalance`'s), so
 * both record a payment in exactly the same way (docs/product/online-payment.md#recorded).
 */
export async function applyParcelDecision<Own extends ActionColumn = never>(
  tx: Tx,
  { actor, publicUrl, tariff, seller, payment, recipientMessages }: Omit<ActionContext, "db">,
  parcel: CurrentParcel,
  decision: Decision<Own>,
): Promise<void> {
  const parcelId = parcel.id;
  // Money that came in or went back gets its invoice or credit note (decision 084), numbered first:
  // the change then takes the document's moment, so payment, settlement and document share one date.
  const document = plannedDocument(parcel, {
    firstPayment: decision.paid && !parcel.paid,
    settlement: decision.settlement,
  });
  const numbered = document ? await numberDocument(tx, document) : null;
  const now = numbered?.at ?? new Date();
  await tx
    .update(parcels)
    .set({
      status: decision.status,
      paid: decision.paid,
      ...(decision.paid && !parcel.paid ? { paidAt: now } : {}),
      // Re-opened by the carrier (paid or reset): no longer a cancelled request.
      ...(decision.status !== "rejected" ? { cancelledAt: null } : {}),
      ...decision.columns,
      updatedAt: now,
    })
    .where(eq(parcels.id, parcelId));
  // A request the carrier refuses gives its orders back to Ma boîte (docs/product/ma-boite.md#sending-together).
  if (decision.status === "rejected" && parcel.status !== "rejected") await giveOrdersBack(tx, parcelId);
  const settlementId = !decision.settlement
    ? null
    : await recordSettlement(
        tx,
        {
          ...decision.settlement,
          parcelId,
          measuredWeightGrams: parcel.measuredWeightGrams,
          actorId: actor.id,
          at: now,
        },
        parcel.balanceProofReceivedAt !== null,
      );
  const issued =
    document && numbered
      ? await issueDocument(tx, parcel, document, numbered, { seller, tariff, payment, settlementId })
      : null;
  await recordStatusChange(tx, {
    actor,
    parcels: [
      {
        ...parcel,
        collectedByName: (decision.columns as Partial<ParcelValues> | undefined)?.collectedByName,
      },
    ],
    status: decision.status,
    note: decision.note,
    location: decision.location,
    at: now,
    audit: {
      action: decision.action,
      details: {
        location: decision.location,
        paidBefore: parcel.paid,
        paidAfter: decision.paid,
        ...decision.details,
      },
    },
    publicUrl,
    recipientMessages,
    email: {
      kind: decision.emailKind,
      details: decision.email?.details,
      action: decision.email?.action,
      whateverSwitch: decision.emailWhateverSwitch,
      // Where the client finds the invoice or credit note just issued: the parcel's receipt.
      document: issued
        ? {
            title: `${DOCUMENT_TITLES[issued.kind]} n° ${issued.number}`,
            url: `${publicUrl}/paiement/${parcel.id}`,
          }
        : undefined,
      // Still to be dropped off (accepted, or back to pending): where and before when.
      dropoff: () => parcelDropoff(tx, { status: decision.status, departureId: parcel.departureId }),
    },
  });
}
