import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels, users } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import {
  type NewSettlement,
  parcelMoney,
  recordParcelChange,
  recordSettlement,
} from "#server/features/parcels";
import { badRequest, conflict, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { RESET_REASON_REQUIRED_MESSAGE, STALE_PARCEL_MESSAGE } from "#shared/admin/admin-parcels";
import { formatKg } from "#shared/departures/departure-text";
import type { MoneySoFar } from "#shared/parcels/balance-settlement";
import type { BalanceState } from "#shared/parcels/balance-state";
import { HANDOVER_REQUIRED_MESSAGE } from "#shared/parcels/handover";
import type { ParcelStatus } from "#shared/parcels/status";
import {
  checkMarkPaid,
  checkTransition,
  resetChange,
  resetNeedsReason,
  statusChangeNote,
} from "#shared/parcels/transitions";
import {
  BALANCE_REFUNDED_NOTE,
  BALANCE_VALIDATED_NOTE,
  balanceAfterWeighIn,
  balanceText,
  balanceWaivedNote,
  MEASURED_WEIGHT_REQUIRED,
  NO_BALANCE_DUE_MESSAGE,
  NO_REFUND_DUE_MESSAGE,
  WAIVE_NOTE_REQUIRED_MESSAGE,
  type WeighIn,
  weighedNote,
} from "#shared/parcels/weigh-in";
import { kgToGrams, type Tariff } from "#shared/pricing";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";
import { type ParcelEmailKind, parcelStatusEmail } from "./parcel-emails";

export type CurrentParcel = {
  id: string;
  status: ParcelStatus;
  paid: boolean;
  priceCents: number | null;
  priceFcfa: number | null;
  balanceCents: number;
  balanceFcfa: number;
  preferredDate: string | null;
  balanceState: BalanceState | null;
  /** A proof arrived for the balance asked now. */
  balanceProofReceived: boolean;
  measuredWeightGrams: number | null;
  /** What the parcel received and what the carrier waived so far (docs/product/departures.md#money-received). */
  money: MoneySoFar;
  description: string;
  fromCountry: string;
  toCountry: string;
  trackingCode: string;
  proofReceived: boolean;
  cancelled: boolean;
  /** The recipient named on the request, null without one (docs/product/recipients.md). */
  recipientName: string | null;
  collectionCode: string;
  /** Null, like the next two, once the client deleted the account: nobody to e-mail. */
  clientEmail: string | null;
  clientName: string | null;
  emailNotifications: boolean | null;
};

/** What an action decides from the parcel as it is now; it throws an AppError to refuse. */
export type Decision = {
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
  /** Other columns the action sets (the weigh-in's, the balance's). */
  columns?: Partial<typeof parcels.$inferInsert>;
  /** A balance settled: kept for good beside the parcel (decision 064). */
  settlement?: Pick<NewSettlement, "kind" | "cents" | "fcfa" | "note">;
  /** Lines of the client's e-mail after the note, and its button when not 'Suivre mon colis'. */
  email?: { details: string[]; action?: { label: string; url: string } };
  /** A money matter: the client is e-mailed even with parcel e-mails turned off. */
  emailWhateverSwitch?: boolean;
};

export type ActionContext = { db: Db; actor: SessionUser; publicUrl: string; tariff: Tariff };

/**
 * The one way an admin changes a parcel (decisions 020, 030). In a single transaction: lock the parcel's
 * row (`FOR UPDATE`), check the admin still sees its real status, let the shared rules decide, then
 * update it. Concurrent admins queue on the lock; each one after the first reads the status the
 * previous one committed and gets a 409 if it is not the one they saw. The time of the history
 * entry and audit line is taken once the lock is held, and history is ordered by an identity
 * column filled under that lock, so the last entry always matches the status
 * (docs/product/administration.md#history-order). The client's e-mail (outbox) commits with it.
 */
export async function changeParcel(
  { db, actor, publicUrl }: ActionContext,
  parcelId: string,
  expectedStatus: ParcelStatus,
  decide: (parcel: CurrentParcel) => Decision,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: parcels.id,
        status: parcels.status,
        paid: parcels.paid,
        priceCents: parcels.priceCents,
        priceFcfa: parcels.priceFcfa,
        balanceCents: parcels.balanceCents,
        balanceFcfa: parcels.balanceFcfa,
        preferredDate: parcels.preferredDate,
        balanceState: parcels.balanceState,
        balanceProofReceivedAt: parcels.balanceProofReceivedAt,
        measuredWeightGrams: parcels.measuredWeightGrams,
        description: parcels.description,
        fromCountry: parcels.fromCountry,
        toCountry: parcels.toCountry,
        trackingCode: parcels.trackingCode,
        proofReceivedAt: parcels.proofReceivedAt,
        cancelledAt: parcels.cancelledAt,
        recipientName: parcels.recipientName,
        collectionCode: parcels.collectionCode,
        clientEmail: users.email,
        clientName: users.name,
        emailNotifications: users.emailNotifications,
      })
      .from(parcels)
      // Left: a paid parcel kept after its client deleted the account is still the carrier's to move.
      .leftJoin(users, eq(users.id, parcels.clientId))
      .where(eq(parcels.id, parcelId))
      .for("update", { of: parcels });
    if (!row) throw notFound(PARCEL_NOT_FOUND);
    if (row.status !== expectedStatus) throw conflict("STALE_PARCEL", STALE_PARCEL_MESSAGE);
    const { proofReceivedAt, cancelledAt, balanceProofReceivedAt, ...rest } = row;
    const parcel: CurrentParcel = {
      ...rest,
      proofReceived: proofReceivedAt !== null,
      balanceProofReceived: balanceProofReceivedAt !== null,
      cancelled: cancelledAt !== null,
      money: await parcelMoney(tx, row),
    };
    const decision = decide(parcel);
    const now = new Date();
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
    if (decision.settlement) {
      await recordSettlement(
        tx,
        {
          ...decision.settlement,
          parcelId,
          measuredWeightGrams: parcel.measuredWeightGrams,
          actorId: actor.id,
          at: now,
        },
        parcel.balanceProofReceived,
      );
    }
    await recordParcelChange(tx, {
      actor,
      parcels: [parcel],
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
    });
    if ((parcel.emailNotifications || decision.emailWhateverSwitch) && parcel.clientEmail !== null) {
      await enqueueEmail(
        tx,
        parcelStatusEmail({
          kind: decision.emailKind,
          to: parcel.clientEmail,
          client: { name: parcel.clientName, email: parcel.clientEmail },
          parcel,
          status: decision.status,
          note: decision.note,
          location: decision.location,
          trackingUrl: `${publicUrl}/suivi/${parcel.trackingCode}`,
          details: decision.email?.details,
          action: decision.email?.action,
        }),
      );
    }
  });
}

/**
 * "Marquer comme payé": paid, accepted, with the product's note. Confirmed in a dialog that showed
 * the amount and whether a proof arrived; on a refused parcel it re-opens the request.
 */
export function markPaid(context: ActionContext, parcelId: string, expectedStatus: ParcelStatus) {
  return changeParcel(context, parcelId, expectedStatus, (parcel) => {
    const check = checkMarkPaid(parcel);
    if (!check.ok) throw conflict(check.code, check.message);
    return {
      action: "parcel.mark_paid",
      ...check.result,
      location: null,
      emailKind: "payment-validated",
      details: {
        proofReceived: parcel.proofReceived,
        reopened: parcel.status === "rejected",
        cancelledByClient: parcel.cancelled,
      },
    };
  });
}

/**
 * A move of the transition table; anything else, accept-unpaid and delivered-without-date are 409s.
 * Moving to 'Reçu' is the weigh-in: it needs the measured weight, which reprices the parcel
 * (docs/product/departures.md#weigh-in).
 */
export function changeStatus(
  context: ActionContext,
  parcelId: string,
  input: {
    expectedStatus: ParcelStatus;
    to: ParcelStatus;
    note: string | null;
    location: string | null;
    weighIn?: WeighIn;
  },
) {
  return changeParcel(context, parcelId, input.expectedStatus, (parcel) => {
    const check = checkTransition(parcel, input.to);
    if (!check.ok) throw conflict(check.code, check.message);
    // 'Livré' is a handover, with the recipient's code or ID (handover.service.ts).
    if (input.to === "delivered") {
      throw badRequest("HANDOVER_REQUIRED", HANDOVER_REQUIRED_MESSAGE);
    }
    if (input.to === "received" && !input.weighIn) {
      throw badRequest("MEASURED_WEIGHT_REQUIRED", MEASURED_WEIGHT_REQUIRED, {
        "weighIn.weightKg": MEASURED_WEIGHT_REQUIRED,
      });
    }
    const note = statusChangeNote(input.to, input.note);
    const change: Decision = {
      action: "parcel.status_change",
      status: input.to,
      paid: parcel.paid,
      note,
      location: input.location,
      emailKind: "status-changed",
    };
    return input.to === "received" && input.weighIn
      ? weighedIn(context, parcel, change, input.weighIn)
      : change;
  });
}

const cm = (value: number | null) => (value === null ? null : Math.round(value * 10));

const SETTLED_STATES: readonly (BalanceState | null)[] = ["paid", "waived", "refunded"];

/**
 * The move to 'Reçu' with the measured weight: new price, balance, a note and an e-mail that say so.
 * The balance is against the money already received (and what was waived), so a second weigh-in after
 * a reset asks only for the new difference (docs/product/departures.md#money-received).
 */
function weighedIn(
  context: ActionContext,
  parcel: CurrentParcel,
  change: Decision,
  weighIn: WeighIn,
): Decision {
  const grams = kgToGrams(weighIn.weightKg);
  const balance = balanceAfterWeighIn(parcel.money.received, grams, context.tariff, parcel.money.forgiven);
  const balanceLine = balance.state === null ? [] : [balanceText({ ...balance, state: balance.state })];
  // Nothing new to settle: a balance settled before still says what became of it.
  const keepSettled = balance.state === null && SETTLED_STATES.includes(parcel.balanceState);
  return {
    ...change,
    note: weighedNote(change.note, formatKg(grams)),
    columns: {
      measuredWeightGrams: grams,
      measuredLengthMm: cm(weighIn.lengthCm),
      measuredWidthMm: cm(weighIn.widthCm),
      measuredHeightMm: cm(weighIn.heightCm),
      measuredAt: new Date(),
      ...(keepSettled
        ? {}
        : {
            balanceCents: balance.cents,
            balanceFcfa: balance.fcfa,
            balanceState: balance.state,
            balanceSettledAt: null,
            balanceNote: null,
          }),
      balanceProofReceivedAt: null,
    },
    // Without a balance due it stays the usual 'Reçu' e-mail, with the weight in it.
    emailKind: balance.state === "due" ? "weighed-in-balance-due" : "status-changed",
    emailWhateverSwitch: balance.state !== null,
    email: {
      details: [`Poids mesuré : ${formatKg(grams)} kg`, ...balanceLine],
      ...(balance.state === "due"
        ? { action: { label: "Payer le complément", url: `${context.publicUrl}/paiement/${parcel.id}` } }
        : {}),
    },
    details: { weighIn, measuredWeightGrams: grams, balance, receivedBefore: parcel.money.received },
  };
}

type BalanceAction = { expectedStatus: ParcelStatus; note: string | null };

/** 'Valider le complément': the balance due was received (docs/product/departures.md#weigh-in). */
export function validateBalance(context: ActionContext, parcelId: string, input: BalanceAction) {
  return settleBalance(context, parcelId, input.expectedStatus, (parcel) => {
    if (parcel.balanceState !== "due") throw conflict("NO_BALANCE_DUE", NO_BALANCE_DUE_MESSAGE);
    return {
      action: "parcel.balance_validated",
      note: BALANCE_VALIDATED_NOTE,
      emailKind: "balance-validated",
      columns: { balanceState: "paid", balanceSettledAt: new Date() },
      settlement: { kind: "paid", cents: parcel.balanceCents, fcfa: parcel.balanceFcfa, note: null },
    };
  });
}

/** 'Annuler le complément', with the carrier's reason, written in the history and the audit. */
export function waiveBalance(context: ActionContext, parcelId: string, input: BalanceAction) {
  const reason = input.note?.trim();
  if (!reason) {
    throw badRequest("WAIVE_NOTE_REQUIRED", WAIVE_NOTE_REQUIRED_MESSAGE, {
      note: WAIVE_NOTE_REQUIRED_MESSAGE,
    });
  }
  return settleBalance(context, parcelId, input.expectedStatus, (parcel) => {
    if (parcel.balanceState !== "due") throw conflict("NO_BALANCE_DUE", NO_BALANCE_DUE_MESSAGE);
    return {
      action: "parcel.balance_waived",
      note: balanceWaivedNote(reason),
      emailKind: "balance-waived",
      columns: { balanceState: "waived", balanceSettledAt: new Date(), balanceNote: reason },
      settlement: { kind: "waived", cents: parcel.balanceCents, fcfa: parcel.balanceFcfa, note: reason },
      details: { reason },
    };
  });
}

/** 'Marquer comme remboursé': the carrier paid back what the client overpaid. */
export function refundBalance(context: ActionContext, parcelId: string, input: BalanceAction) {
  return settleBalance(context, parcelId, input.expectedStatus, (parcel) => {
    if (parcel.balanceState !== "refund_due") throw conflict("NO_REFUND_DUE", NO_REFUND_DUE_MESSAGE);
    return {
      action: "parcel.balance_refunded",
      note: BALANCE_REFUNDED_NOTE,
      emailKind: "balance-refunded",
      columns: { balanceState: "refunded", balanceSettledAt: new Date() },
      settlement: { kind: "refunded", cents: parcel.balanceCents, fcfa: parcel.balanceFcfa, note: null },
    };
  });
}

type BalanceDecision = Pick<Decision, "action" | "note" | "emailKind" | "columns" | "settlement" | "details">;

/** A balance action leaves status and payment as they are; the client is told whatever their switch. */
function settleBalance(
  context: ActionContext,
  parcelId: string,
  expectedStatus: ParcelStatus,
  decide: (parcel: CurrentParcel) => BalanceDecision,
) {
  return changeParcel(context, parcelId, expectedStatus, (parcel) => {
    const decision = decide(parcel);
    const amounts = balanceText({
      cents: parcel.balanceCents,
      fcfa: parcel.balanceFcfa,
      state: decision.columns?.balanceState ?? "due",
    });
    return {
      ...decision,
      status: parcel.status,
      paid: parcel.paid,
      location: null,
      emailWhateverSwitch: true,
      email: { details: [amounts] },
      details: { ...decision.details, balanceCents: parcel.balanceCents, balanceFcfa: parcel.balanceFcfa },
    };
  });
}

/**
 * Reset to pending, always available; the payment stays recorded. A delivered parcel needs a typed
 * reason. The client is told the status was corrected, not that a new request began.
 */
export function resetParcel(
  context: ActionContext,
  parcelId: string,
  input: { expectedStatus: ParcelStatus; reason: string | null },
) {
  return changeParcel(context, parcelId, input.expectedStatus, (parcel) => {
    if (resetNeedsReason(parcel) && !input.reason?.trim()) {
      throw badRequest("RESET_REASON_REQUIRED", RESET_REASON_REQUIRED_MESSAGE, {
        reason: RESET_REASON_REQUIRED_MESSAGE,
      });
    }
    return {
      action: "parcel.reset",
      ...resetChange(parcel, input.reason),
      location: null,
      emailKind: "status-corrected",
      details: { reason: input.reason },
    };
  });
}
