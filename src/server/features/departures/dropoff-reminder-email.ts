import { type OutgoingEmail, renderEmail } from "#server/features/mail";
import { greetingLine } from "#shared/accounts";
import { formatDateFr } from "#shared/calendar-dates";
import { DROPOFF_TITLE, type Dropoff, dropoffDeadlineText, dropoffRows } from "#shared/departures/dropoff";
import { collectionCodeLine } from "#shared/parcels/handover";
import { dropoffReminderSubject } from "#shared/parcels/parcel-messages";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";

export type RemindedParcel = {
  id: string;
  /** `CLB-4K7P-03` (decision 100); null: the id stands in. */
  reference: string | null;
  description: string;
  fromCountry: string;
  toCountry: string;
  trackingCode: string;
  collectionCode: string;
  paid: boolean;
  proofReceived: boolean;
};

/** One reminder per parcel and departure, whichever instance's sweep queues it first. */
export const dropoffReminderKey = (parcelId: string, departureId: string) =>
  `dropoff-reminder:${parcelId}:${departureId}`;

/** What the client still has to do besides the drop-off: pay, or wait for the proof to be checked. */
function paymentLine(parcel: RemindedParcel): string[] {
  if (parcel.paid) return [];
  return parcel.proofReceived
    ? [
        "Nous vérifions la preuve de paiement que vous avez envoyée\u00a0: votre demande sera validée dès que ce sera fait.",
      ]
    : ["Votre demande attend encore votre paiement\u00a0: payez dès maintenant pour qu'elle soit validée."];
}

/**
 * The reminder the day before the drop-off deadline (docs/product/departures.md#drop-off-reminder):
 * where, before when, the code to pass on, and the payment when it is still missing. Sent whatever the
 * parcel e-mail switch says, like a moved date: a missed deadline leaves the parcel behind (decision 071).
 */
export function dropoffReminderEmail(input: {
  to: string;
  client: { name: string | null; email: string };
  parcel: RemindedParcel;
  departure: { id: string; date: string };
  dropoff: Dropoff & { deadline: string };
  publicUrl: string;
}): OutgoingEmail {
  const { parcel } = input;
  const name = parcelHumanName(parcel);
  const toPay = !parcel.paid && !parcel.proofReceived;
  return {
    kind: "dropoff-reminder",
    to: input.to,
    dedupeKey: dropoffReminderKey(parcel.id, input.departure.id),
    ...renderEmail({
      subject: dropoffReminderSubject(name),
      heading: `Déposez votre colis avant le ${dropoffDeadlineText(input.dropoff.deadline, parcel.fromCountry)}`,
      paragraphs: [
        greetingLine(input.client),
        `Votre colis ${name} part le ${formatDateFr(input.departure.date)}. Pour qu'il soit du voyage, déposez-le avant la date limite.`,
      ],
      sections: [
        { title: DROPOFF_TITLE, rows: dropoffRows(input.dropoff, parcel.fromCountry) },
        {
          title: "Votre colis",
          lines: [...paymentLine(parcel), collectionCodeLine(parcel.collectionCode)],
          rows: [{ label: "Référence", value: readableReference(parcel) }],
        },
      ],
      action: toPay
        ? {
            label: "Payer et envoyer ma preuve",
            url: `${input.publicUrl}/paiement/${encodeURIComponent(parcel.id)}`,
          }
        : { label: "Suivre mon colis", url: `${input.publicUrl}/suivi/${parcel.trackingCode}` },
      footnote: "Ce rappel vous est envoyé une seule fois, la veille de la date limite de dépôt.",
    }),
  };
}
