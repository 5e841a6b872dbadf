import { type ParcelStatus, STATUS_LABELS } from "./status";

/**
 * Subjects of the e-mails a client gets about a parcel. Shared so that the carrier's confirmation
 * dialogs can say exactly which e-mail will go (docs/product/administration.md#confirmations).
 * `name` is the parcel's human name (parcel-name.ts).
 */
export const paymentValidatedSubject = (name: string) => `Paiement validé pour votre colis ${name} — Colibri`;
export const statusChangedSubject = (name: string, status: ParcelStatus) =>
  `Votre colis ${name} : ${STATUS_LABELS[status]} — Colibri`;
export const statusCorrectedSubject = (name: string) => `Votre colis ${name} : statut corrigé — Colibri`;
export const dateMovedSubject = (name: string) =>
  `Votre colis ${name} : date de transport modifiée — Colibri`;
/** Weigh-in and balance (docs/product/departures.md#weigh-in). */
export const weighedInBalanceDueSubject = (name: string) =>
  `Votre colis ${name} : reçu, complément à payer — Colibri`;
export const balanceValidatedSubject = (name: string) =>
  `Complément validé pour votre colis ${name} — Colibri`;
export const balanceWaivedSubject = (name: string) => `Votre colis ${name} : complément annulé — Colibri`;
export const balanceRefundedSubject = (name: string) =>
  `Votre colis ${name} : trop-perçu remboursé — Colibri`;
