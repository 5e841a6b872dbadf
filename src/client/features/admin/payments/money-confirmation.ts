import { formatDateTime } from "#client/lib/paris-time";
import { paymentValidatedSubject, statusCorrectedSubject } from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { STATUS_LABELS } from "#shared/parcels/status";
import { checkMarkPaid, resetChange, resetNeedsReason } from "#shared/parcels/transitions";
import { formatEuros, formatFcfa } from "#shared/pricing";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";

/**
 * What the confirmation of a money action says before anything happens
 * (docs/product/administration.md#confirmations): which parcel, how much, whether the client sent a
 * proof, the status it will have and the e-mail the client will get. Pure, so every sentence is
 * unit-tested; the dialog only lays it out.
 */
export type MoneyAction = "mark-paid" | "reset";

/** French quotes hold their text with no-break spaces, so a line never starts with '»'. */
export const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

export const NO_PROOF_TEXT = "Aucune preuve de paiement reçue";
export const EMAILS_OFF_TEXT = "Le client a désactivé les e-mails : aucun e-mail ne partira.";
export const ACCOUNT_DELETED_EMAIL_TEXT = "Le client a supprimé son compte : aucun e-mail ne partira.";
export const NO_AMOUNT_TEXT = "Non calculé (poids non renseigné)";
export const REOPEN_REFUSED_WARNING = `Cette demande a été refusée : la marquer comme payée la rouvre et la passe au statut ${quoted("Accepté")}.`;
export const CANCELLED_BY_CLIENT_WARNING = "Le client avait lui-même annulé cette demande.";
export const RESET_REOPENS_CANCELLED_WARNING =
  "Le client avait lui-même annulé cette demande : la réinitialiser la rouvre.";
export const DELIVERED_RESET_WARNING = `Ce colis a été livré : indiquez le motif de la correction. Il sera inscrit dans l'historique et le client recevra un e-mail ${quoted("statut corrigé")}.`;
export const RESET_REASON_LABEL = "Motif de la correction (obligatoire)";

export type ConfirmationParcel = Pick<
  ParcelDetail,
  | "id"
  | "description"
  | "fromCountry"
  | "toCountry"
  | "status"
  | "paid"
  | "priceCents"
  | "priceFcfa"
  | "proofReceived"
  | "cancelledByClient"
  | "paymentProof"
  | "client"
>;

export type MoneyConfirmation = {
  title: string;
  /** One sentence: what the button does. */
  lead: string;
  /** Facts that change the meaning of the action (a refused request re-opened…), shown first. */
  warnings: string[];
  parcelName: string;
  parcelId: string;
  amount: string;
  proof: { text: string; url: string | null };
  /** 'En attente → Accepté'. */
  statusChange: string;
  /** The subject, quoted, or the sentence saying that no e-mail will go. */
  email: string;
  emailSent: boolean;
  reasonRequired: boolean;
  confirmLabel: string;
  success: string;
};

export function amountText(parcel: Pick<ConfirmationParcel, "priceCents" | "priceFcfa">): string {
  if (parcel.priceCents === null) return NO_AMOUNT_TEXT;
  const euros = formatEuros(parcel.priceCents);
  return parcel.priceFcfa === null ? euros : `${euros} (${formatFcfa(parcel.priceFcfa)})`;
}

export function proofText(parcel: Pick<ConfirmationParcel, "proofReceived" | "paymentProof">): {
  text: string;
  url: string | null;
} {
  const proof = parcel.paymentProof;
  if (proof) return { text: `Preuve reçue le ${formatDateTime(proof.uploadedAt)}`, url: proof.url };
  return parcel.proofReceived ? { text: "Preuve reçue", url: null } : { text: NO_PROOF_TEXT, url: null };
}

export function moneyConfirmation(action: MoneyAction, parcel: ConfirmationParcel): MoneyConfirmation {
  const name = parcelHumanName(parcel);
  // The server sends nothing to a client who turned parcel e-mails off; an unknown client gets them.
  const emailSent = parcel.client?.emailNotifications !== false;
  const noEmail = parcel.client?.email === null ? ACCOUNT_DELETED_EMAIL_TEXT : EMAILS_OFF_TEXT;
  const email = (subject: string) => (emailSent ? quoted(subject) : noEmail);
  const common = {
    parcelName: name,
    parcelId: parcel.id,
    amount: amountText(parcel),
    proof: proofText(parcel),
    emailSent,
  };
  const from = STATUS_LABELS[parcel.status];
  if (action === "mark-paid") {
    // The server's own rule: whatever the status, a validated payment lands on accepted.
    const change = checkMarkPaid({ paid: false });
    const to = STATUS_LABELS[change.ok ? change.result.status : parcel.status];
    const warnings =
      parcel.status === "rejected"
        ? [REOPEN_REFUSED_WARNING, ...(parcel.cancelledByClient ? [CANCELLED_BY_CLIENT_WARNING] : [])]
        : [];
    return {
      ...common,
      title: "Valider le paiement",
      lead: `Le paiement sera enregistré comme reçu et le colis passera au statut ${quoted(to)}.`,
      warnings,
      statusChange: `${from} → ${to}`,
      email: email(paymentValidatedSubject(name)),
      reasonRequired: false,
      confirmLabel: "Confirmer le paiement",
      success: "Paiement validé : demande acceptée.",
    };
  }
  const to = STATUS_LABELS[resetChange(parcel).status];
  const reasonRequired = resetNeedsReason(parcel);
  const warnings = [
    ...(reasonRequired ? [DELIVERED_RESET_WARNING] : []),
    ...(parcel.status === "rejected" && parcel.cancelledByClient ? [RESET_REOPENS_CANCELLED_WARNING] : []),
  ];
  return {
    ...common,
    title: "Réinitialiser le statut",
    lead: `Le colis reviendra au statut ${quoted(to)}.${parcel.paid ? " Le paiement déjà validé est conservé." : ""}`,
    warnings,
    statusChange: `${from} → ${to}`,
    email: email(statusCorrectedSubject(name)),
    reasonRequired,
    confirmLabel: "Confirmer la réinitialisation",
    success: "Statut réinitialisé : en attente.",
  };
}
