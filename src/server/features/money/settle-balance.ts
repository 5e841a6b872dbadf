import type { CurrentParcel } from "#server/features/parcel-records";
import { badRequest, conflict } from "#server/http/app-error";
import type { ParcelStatus } from "#shared/parcels/status";
import {
  BALANCE_REFUNDED_NOTE,
  BALANCE_VALIDATED_NOTE,
  balanceText,
  balanceWaivedNote,
  NO_BALANCE_DUE_MESSAGE,
  NO_REFUND_DUE_MESSAGE,
  WAIVE_NOTE_REQUIRED_MESSAGE,
} from "#shared/parcels/weigh-in";
import { type ActionContext, changeParcel, type Decision } from "./change-parcel";

/** What settling a balance writes: what became of it, when, and the carrier's reason for a waiver. */
type BalanceColumn = "balanceState" | "balanceSettledAt" | "balanceNote";

type BalanceAction = { expectedStatus: ParcelStatus; note: string | null };

/** 'Valider le complément': the balance due was received (docs/product/departures.md#weigh-in). */
export function validateBalance(context: ActionContext, parcelId: string, input: BalanceAction) {
  return changeParcel(context, parcelId, input.expectedStatus, validateBalanceDecision);
}

/**
 * The decision of a balance received, whoever saw it: the carrier's button, or a payment provider's
 * confirmation (docs/product/online-payment.md#recorded).
 */
export function validateBalanceDecision(parcel: CurrentParcel): Decision<BalanceColumn> {
  if (parcel.balanceState !== "due") throw conflict("NO_BALANCE_DUE", NO_BALANCE_DUE_MESSAGE);
  return balanceDecision(parcel, {
    action: "parcel.balance_validated",
    note: BALANCE_VALIDATED_NOTE,
    emailKind: "balance-validated",
    columns: { balanceState: "paid", balanceSettledAt: new Date() },
    settlement: { kind: "paid", cents: parcel.balanceCents, fcfa: parcel.balanceFcfa, note: null },
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

type BalanceDecision = Pick<
  Decision<BalanceColumn>,
  "action" | "note" | "emailKind" | "columns" | "settlement" | "details"
>;

/** A balance action leaves status and payment as they are; the client is told whatever their switch. */
function settleBalance(
  context: ActionContext,
  parcelId: string,
  expectedStatus: ParcelStatus,
  decide: (parcel: CurrentParcel) => BalanceDecision,
) {
  return changeParcel(context, parcelId, expectedStatus, (parcel) => balanceDecision(parcel, decide(parcel)));
}

function balanceDecision(parcel: CurrentParcel, decision: BalanceDecision): Decision<BalanceColumn> {
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
}
