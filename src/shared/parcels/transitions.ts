import type { BalanceState } from "./balance-state";
import { type ParcelStatus, STATUS_LABELS } from "./status";

/** What the transition rules need to know about a parcel. */
export type TransitionSubject = {
  status: ParcelStatus;
  paid: boolean;
  preferredDate: string | null;
  /** Null until the weigh-in found something to settle (docs/product/departures.md#weigh-in). */
  balanceState: BalanceState | null;
};

/** A condition a table row imposes beyond "the parcel is in the `from` status". */
type TransitionCondition = "paid" | "preferredDate" | "balanceSettled";

type TransitionRule = {
  from: ParcelStatus;
  to: ParcelStatus;
  /** History note proposed to the admin for this move, in French. */
  note: string;
  condition: TransitionCondition | null;
};

/**
 * The admin transition table (docs/product/administration.md#transitions). Any move not listed here
 * is refused; the server enforces it inside one transaction (decision 030), the client only uses it
 * to draw the buttons.
 */
export const ADMIN_TRANSITIONS: readonly TransitionRule[] = [
  { from: "pending", to: "accepted", note: "Demande acceptée par le transporteur", condition: "paid" },
  { from: "pending", to: "rejected", note: "Demande refusée par le transporteur", condition: null },
  { from: "accepted", to: "received", note: "Colis reçu par le transporteur", condition: null },
  {
    from: "received",
    to: "in_transit",
    note: "En transit vers la destination",
    condition: "balanceSettled",
  },
  { from: "in_transit", to: "in_delivery", note: "En cours de livraison finale", condition: null },
  { from: "in_delivery", to: "delivered", note: "Livré avec succès", condition: "preferredDate" },
];

export const CREATION_NOTE = "Demande créée — En attente de paiement";
export const NOTIFICATION_REQUEST_NOTE = "En attente de date — Client souhaite être notifié";
export const PAYMENT_VALIDATED_NOTE = "Paiement reçu et vérifié — Demande acceptée";
export const RESET_NOTE = "Statut réinitialisé par l'administrateur";

export const NOT_PAID_MESSAGE = "Le paiement doit être validé avant d'accepter la demande.";
export const NO_PREFERRED_DATE_MESSAGE =
  "Impossible de marquer comme livré : le client n'a pas renseigné de date souhaitée.";
export const ALREADY_PAID_MESSAGE = "Le paiement de ce colis a déjà été validé.";
export const BALANCE_DUE_MESSAGE =
  "Un complément reste à payer : validez-le ou annulez-le avant de faire partir ce colis.";

type TransitionErrorCode = "NOT_ALLOWED" | "NOT_PAID" | "NO_PREFERRED_DATE" | "BALANCE_DUE";

type TransitionCheck = { ok: true } | { ok: false; code: TransitionErrorCode; message: string };

function notAllowedMessage(from: ParcelStatus, to: ParcelStatus): string {
  return `Transition impossible : ${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}.`;
}

// A blank string counts as "no date": the form may send "" for an untouched date field.
function hasPreferredDate(parcel: TransitionSubject): boolean {
  return parcel.preferredDate !== null && parcel.preferredDate.trim() !== "";
}

export function findTransition(from: ParcelStatus, to: ParcelStatus): TransitionRule | undefined {
  return ADMIN_TRANSITIONS.find((rule) => rule.from === from && rule.to === to);
}

/** Decides whether an admin may move `parcel` to `to`, with the French reason when not. */
export function checkTransition(parcel: TransitionSubject, to: ParcelStatus): TransitionCheck {
  const rule = findTransition(parcel.status, to);
  if (!rule) return { ok: false, code: "NOT_ALLOWED", message: notAllowedMessage(parcel.status, to) };
  if (rule.condition === "paid" && !parcel.paid) {
    return { ok: false, code: "NOT_PAID", message: NOT_PAID_MESSAGE };
  }
  if (rule.condition === "preferredDate" && !hasPreferredDate(parcel)) {
    return { ok: false, code: "NO_PREFERRED_DATE", message: NO_PREFERRED_DATE_MESSAGE };
  }
  // Past 'Reçu' only once the balance of the weigh-in is paid or waived (docs/product/departures.md#weigh-in).
  if (rule.condition === "balanceSettled" && parcel.balanceState === "due") {
    return { ok: false, code: "BALANCE_DUE", message: BALANCE_DUE_MESSAGE };
  }
  return { ok: true };
}

export type NextStatusOption = TransitionRule & { enabled: boolean; reason: string | null };

/**
 * The table rows leaving the parcel's current status, for the action dialog. Rows whose condition
 * fails stay listed but disabled, so the admin sees why (e.g. delivered is disabled without a date).
 */
export function allowedNextStatuses(parcel: TransitionSubject): NextStatusOption[] {
  return ADMIN_TRANSITIONS.filter((rule) => rule.from === parcel.status).map((rule) => {
    const check = checkTransition(parcel, rule.to);
    return { ...rule, enabled: check.ok, reason: check.ok ? null : check.message };
  });
}

/** History note of a status change sent without a note (docs/product/administration.md#transitions). */
export function defaultStatusNote(status: ParcelStatus): string {
  return `Statut mis à jour : ${STATUS_LABELS[status]}`;
}

/** The note actually recorded: the admin's note if it says something, else the default one. */
export function statusChangeNote(to: ParcelStatus, note?: string | null): string {
  const trimmed = note?.trim();
  return trimmed ? trimmed : defaultStatusNote(to);
}

export type ParcelChange = { status: ParcelStatus; paid: boolean; note: string };

type MarkPaidCheck =
  | { ok: true; result: ParcelChange }
  | { ok: false; code: "ALREADY_PAID"; message: string };

/**
 * Payment validation (docs/product/administration.md#mark-paid): offered only while unpaid, whatever the
 * status (a refused parcel may be paid late and accepted after all); it always lands on accepted.
 */
export function checkMarkPaid(parcel: Pick<TransitionSubject, "paid">): MarkPaidCheck {
  if (parcel.paid) return { ok: false, code: "ALREADY_PAID", message: ALREADY_PAID_MESSAGE };
  return { ok: true, result: { status: "accepted", paid: true, note: PAYMENT_VALIDATED_NOTE } };
}

/**
 * Reset is always available (docs/product/administration.md#reset) and goes back to pending. It does not
 * touch `paid`: a payment that was received stays received, so the admin does not have to validate it
 * twice. The reason, required for a delivered parcel, is written into the history note.
 */
export function resetChange(parcel: Pick<TransitionSubject, "paid">, reason?: string | null): ParcelChange {
  const why = reason?.trim();
  return { status: "pending", paid: parcel.paid, note: why ? `${RESET_NOTE} — motif : ${why}` : RESET_NOTE };
}

/** A delivered parcel is only reset with a typed reason (docs/product/administration.md#confirmations). */
export function resetNeedsReason(parcel: Pick<TransitionSubject, "status">): boolean {
  return parcel.status === "delivered";
}
