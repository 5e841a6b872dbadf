import type { OutgoingEmail } from "#server/features/mail";
import { renderEmail } from "#server/features/mail";
import { greetingLine } from "#shared/accounts";
import { type Dropoff, dropoffLines } from "#shared/departures/dropoff";
import { collectionCodeLine, showsCollectionCode } from "#shared/parcels/handover";
import {
  balanceRefundedSubject,
  balanceValidatedSubject,
  balanceWaivedSubject,
  paymentValidatedSubject,
  statusChangedSubject,
  statusCorrectedSubject,
  weighedInBalanceDueSubject,
} from "#shared/parcels/parcel-messages";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";
import type { ParcelStatus } from "#shared/parcels/status";
import { STATUS_LABELS } from "#shared/parcels/status";

/**
 * - payment-validated: the carrier validated the payment (the request is accepted);
 * - status-changed: a move of the transition table;
 * - status-corrected: the carrier reset the status: the client is told it was a correction, not a
 *   new request (docs/product/administration.md#confirmations);
 * - weighed-in, balance-*: the weigh-in at reception and what became of its balance
 *   (docs/product/departures.md#weigh-in).
 */
export type ParcelEmailKind =
  | "payment-validated"
  | "status-changed"
  | "status-corrected"
  | "weighed-in-balance-due"
  | "balance-validated"
  | "balance-waived"
  | "balance-refunded";

export type ParcelEmailInput = {
  kind: ParcelEmailKind;
  to: string;
  client: { name: string | null; email: string };
  parcel: {
    id: string;
    /** `CLB-4K7P-03` (decision 100); null: the id stands in. */
    reference: string | null;
    description: string;
    fromCountry: string;
    toCountry: string;
    /** Repeated in each e-mail until the handover (docs/product/recipients.md#collection-code). */
    collectionCode?: string;
  };
  status: ParcelStatus;
  note: string;
  location: string | null;
  trackingUrl: string;
  /** Lines after the note (measured weight, balance). */
  details?: string[];
  /** Instead of 'Suivre mon colis' (e.g. 'Payer le complément'). */
  action?: { label: string; url: string };
  /** The invoice or credit note the change issued (docs/product/accounting.md#documents). */
  document?: { title: string; url: string };
  /**
   * The departure's drop-off place and deadline, while the parcel is still to be dropped off
   * (docs/product/departures.md#drop-off-for-the-client); null otherwise.
   */
  dropoff?: Dropoff | null;
};

function subjectAndLead(input: ParcelEmailInput, name: string, label: string) {
  switch (input.kind) {
    case "payment-validated":
      return {
        subject: paymentValidatedSubject(name),
        heading: "Votre paiement a été validé",
        lead: `Nous avons bien reçu votre paiement pour le colis ${name}. Sa demande est acceptée.`,
      };
    case "status-corrected":
      return {
        subject: statusCorrectedSubject(name),
        heading: "Le statut de votre colis a été corrigé",
        lead: `Le transporteur a corrigé le statut de votre colis ${name} : il est de nouveau « ${label} ». Votre demande n'est pas à refaire et aucun nouveau paiement n'est demandé par cet e-mail.`,
      };
    case "weighed-in-balance-due":
      return {
        subject: weighedInBalanceDueSubject(name),
        heading: "Votre colis est reçu : un complément reste à payer",
        lead: `Le transporteur a reçu et pesé votre colis ${name}. Son poids réel dépasse le poids annoncé : un complément reste à payer avant son départ.`,
      };
    case "balance-validated":
      return {
        subject: balanceValidatedSubject(name),
        heading: "Votre complément a été validé",
        lead: `Nous avons bien reçu le complément de paiement de votre colis ${name}.`,
      };
    case "balance-waived":
      return {
        subject: balanceWaivedSubject(name),
        heading: "Le complément de votre colis est annulé",
        lead: `Le transporteur a annulé le complément de paiement de votre colis ${name} : vous n'avez rien de plus à payer.`,
      };
    case "balance-refunded":
      return {
        subject: balanceRefundedSubject(name),
        heading: "Le trop-perçu vous a été remboursé",
        lead: `Le transporteur vous a remboursé le trop-perçu de votre colis ${name}.`,
      };
    default:
      return {
        subject: statusChangedSubject(name, input.status),
        heading: `Nouveau statut : ${label}`,
        lead: `Le statut de votre colis ${name} est maintenant : ${label}.`,
      };
  }
}

/**
 * The client hears about payment validation and each status change, with the note and the public
 * tracking link, so they can forward it to the recipient. The parcel is named by its human name
 * (docs/product/parcels.md#human-name); the id stays in the body as the reference.
 */
export function parcelStatusEmail(input: ParcelEmailInput): OutgoingEmail {
  const label = STATUS_LABELS[input.status];
  const name = parcelHumanName(input.parcel);
  const { subject, heading, lead } = subjectAndLead(input, name, label);
  return {
    kind: input.kind,
    to: input.to,
    ...renderEmail({
      subject,
      heading,
      paragraphs: [
        greetingLine(input.client),
        lead,
        `Référence : ${readableReference(input.parcel)}`,
        `Statut : ${label}`,
        `Note : ${input.note}`,
        ...(input.location ? [`Lieu : ${input.location}`] : []),
        ...(input.details ?? []),
        ...(input.dropoff ? dropoffLines(input.dropoff, input.parcel.fromCountry) : []),
        ...(input.parcel.collectionCode && showsCollectionCode(input.status)
          ? [collectionCodeLine(input.parcel.collectionCode)]
          : []),
      ],
      action: input.action ?? { label: "Suivre mon colis", url: input.trackingUrl },
      ...(input.document
        ? {
            links: [
              {
                label: input.document.title,
                url: input.document.url,
                note: "À télécharger en PDF depuis le reçu de paiement de votre colis, une fois connecté à votre espace.",
              },
            ],
          }
        : {}),
      footnote:
        "Vous pouvez transmettre ce lien au destinataire. Pour ne plus recevoir ces e-mails, désactivez « Recevoir les notifications par e-mail » dans votre profil.",
    }),
  };
}
