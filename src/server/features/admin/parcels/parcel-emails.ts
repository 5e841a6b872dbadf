import type { ParcelStatus } from "../../../../shared/parcels/status";
import { STATUS_LABELS } from "../../../../shared/parcels/status";
import { renderEmail } from "../../mail/email-layout";
import type { OutgoingEmail } from "../../mail/outbox";

export type ParcelEmailKind = "payment-validated" | "status-changed";

/**
 * B3: the client hears about payment validation and each status change, with the note and the
 * public tracking link (B1), so they can forward it to the recipient.
 */
export function parcelStatusEmail(input: {
  kind: ParcelEmailKind;
  to: string;
  clientName: string;
  parcelId: string;
  status: ParcelStatus;
  note: string;
  location: string | null;
  trackingUrl: string;
}): OutgoingEmail {
  const label = STATUS_LABELS[input.status];
  const paid = input.kind === "payment-validated";
  return {
    kind: input.kind,
    to: input.to,
    ...renderEmail({
      subject: paid
        ? `Paiement validé pour votre colis ${input.parcelId} — Colibri`
        : `Votre colis ${input.parcelId} : ${label} — Colibri`,
      heading: paid ? "Votre paiement a été validé" : `Nouveau statut : ${label}`,
      paragraphs: [
        `Bonjour ${input.clientName},`,
        paid
          ? `Nous avons bien reçu votre paiement pour le colis ${input.parcelId}. Sa demande est acceptée.`
          : `Le statut de votre colis ${input.parcelId} est maintenant : ${label}.`,
        `Statut : ${label}`,
        `Note : ${input.note}`,
        ...(input.location ? [`Lieu : ${input.location}`] : []),
      ],
      action: { label: "Suivre mon colis", url: input.trackingUrl },
      footnote:
        "Vous pouvez transmettre ce lien au destinataire. Pour ne plus recevoir ces e-mails, désactivez « Recevoir les notifications par e-mail » dans votre profil.",
    }),
  };
}
