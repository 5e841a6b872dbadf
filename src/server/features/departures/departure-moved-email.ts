import type { OutgoingEmail } from "#server/features/mail";
import { renderEmail } from "#server/features/mail";
import { greetingLine } from "#shared/accounts";
import { formatDateFr } from "#shared/calendar";
import { dateMovedSubject } from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";

/**
 * The carrier moved the day of the departure a client's parcel had chosen (docs/product/administration.md#dates-in-use).
 * Sent whatever the parcel e-mail switch says: the client must know when to be ready.
 */
export function departureMovedEmail(input: {
  to: string;
  client: { name: string; email: string };
  parcel: { id: string; description: string; fromCountry: string; toCountry: string };
  from: string;
  toDate: string;
  trackingUrl: string;
}): OutgoingEmail {
  const name = parcelHumanName(input.parcel);
  return {
    kind: "date-moved",
    to: input.to,
    ...renderEmail({
      subject: dateMovedSubject(name),
      heading: "La date de transport de votre colis a changé",
      paragraphs: [
        greetingLine(input.client),
        `Le transporteur a déplacé la date de transport de votre colis ${name}.`,
        `Ancienne date : ${formatDateFr(input.from)}`,
        `Nouvelle date : ${formatDateFr(input.toDate)}`,
        `Référence : ${input.parcel.id}`,
        "Si cette nouvelle date ne vous convient pas, contactez-nous.",
      ],
      action: { label: "Voir mon colis", url: input.trackingUrl },
    }),
  };
}
