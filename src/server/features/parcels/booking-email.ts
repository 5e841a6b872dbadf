import { type EmailSection, type OutgoingEmail, renderEmail } from "#server/features/mail";
import { greetingLine } from "#shared/accounts";
import { estimatedArrivalDate, formatDateFr } from "#shared/calendar-dates";
import { countryName } from "#shared/countries";
import { DEPARTURE_LABEL, formatKg } from "#shared/departures/departure-text";
import { DROPOFF_TITLE, type Dropoff, dropoffRows } from "#shared/departures/dropoff";
import { collectionCodeLine } from "#shared/parcels/handover";
import { bookingConfirmedSubject, waitingRequestSubject } from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import {
  type Business,
  PAYMENT_REFERENCE_HINT,
  PAYMENT_REFERENCE_TITLE,
  paymentMethods,
  paymentReference,
} from "#shared/parcels/payment-instructions";
import { formatEuros, formatFcfa } from "#shared/pricing";

export type BookingEmailInput = {
  to: string;
  client: { name: string | null; email: string };
  parcel: {
    id: string;
    /** `CLB-4K7P-03`, the payment reference (decision 100); null: the id stands in. */
    reference: string | null;
    description: string;
    fromCountry: string;
    toCountry: string;
    trackingCode: string;
    collectionCode: string;
    weightGrams: number | null;
    priceCents: number | null;
    priceFcfa: number | null;
    /** Null: a waiting request ("tenez-moi informé"), which has no departure yet. */
    preferredDate: string | null;
  };
  dropoff: Dropoff | null;
  business: Business;
  /** FCFA first (docs/product/recipients.md#payers-in-togo). */
  payerInTogo: boolean;
  publicUrl: string;
  /** Online payment is configured (FedaPay): the e-mail says the client may pay from the payment page. */
  onlinePayment: boolean;
};

export const ONLINE_PAYMENT_TITLE = "Payer en ligne";
export const ONLINE_PAYMENT_LINE =
  "Le plus simple\u00a0: payez en ligne depuis la page de paiement, par Mobile Money (Mixx by Yas, Moov Money) ou carte bancaire. Votre paiement est confirmé automatiquement, sans preuve à envoyer.";

/** '28,20 € (18 471 FCFA)', the payer's currency first; null without a price. */
function amountText({ parcel, payerInTogo }: BookingEmailInput): string | null {
  if (parcel.priceCents === null || parcel.priceFcfa === null) return null;
  const [main, other] = payerInTogo
    ? [formatFcfa(parcel.priceFcfa), formatEuros(parcel.priceCents)]
    : [formatEuros(parcel.priceCents), formatFcfa(parcel.priceFcfa)];
  return `${main} (${other})`;
}

const route = (parcel: BookingEmailInput["parcel"]) =>
  `${countryName(parcel.fromCountry)} → ${countryName(parcel.toCountry)}`;

/** The public tracking page, which the client may forward to the recipient. */
const trackingLink = (input: BookingEmailInput) => ({
  label: "Suivre mon colis",
  url: `${input.publicUrl}/suivi/${input.parcel.trackingCode}`,
  note: "Vous pouvez transmettre ce lien au destinataire.",
});

const FOOTNOTE = "Cet e-mail récapitule votre demande\u00a0: gardez-le.";

/** A dated request: what was booked, where and when to drop it off, and how to pay. */
function bookedContent(input: BookingEmailInput, name: string, date: string) {
  const { parcel } = input;
  const amount = amountText(input) ?? "À confirmer";
  const methods = paymentMethods(input.business, {
    euros: parcel.priceCents === null ? "À confirmer" : formatEuros(parcel.priceCents),
    fcfa: parcel.priceFcfa === null ? "À confirmer" : formatFcfa(parcel.priceFcfa),
  });
  const dropoff = input.dropoff ? dropoffRows(input.dropoff, parcel.fromCountry, input.business) : [];
  const sections: EmailSection[] = [
    {
      title: "Votre commande",
      rows: [
        { label: "Trajet", value: route(parcel) },
        { label: DEPARTURE_LABEL, value: formatDateFr(date) },
        { label: "Arrivée estimée", value: formatDateFr(estimatedArrivalDate(date)) },
        { label: "Montant à payer", value: amount },
      ],
    },
    ...(dropoff.length ? [{ title: DROPOFF_TITLE, rows: dropoff }] : []),
    {
      title: PAYMENT_REFERENCE_TITLE,
      lines: [PAYMENT_REFERENCE_HINT],
      rows: [{ label: "Référence", value: paymentReference(parcel) }],
      highlight: true,
    },
    ...(input.onlinePayment ? [{ title: ONLINE_PAYMENT_TITLE, lines: [ONLINE_PAYMENT_LINE] }] : []),
    ...methods.map((method) => ({ title: method.title, rows: method.rows })),
    {
      title: "Après le paiement",
      lines: [
        "Envoyez-nous la preuve (capture d'écran ou reçu) depuis la page de paiement\u00a0: votre demande sera validée dès que nous l'aurons vérifiée.",
      ],
    },
  ];
  return {
    subject: bookingConfirmedSubject(name),
    heading: "Votre demande est enregistrée",
    paragraphs: [
      greetingLine(input.client),
      `Nous avons bien enregistré votre demande pour le colis ${name}. Elle sera validée dès réception de votre paiement de ${amount}.`,
      collectionCodeLine(parcel.collectionCode),
    ],
    sections,
    action: {
      label: "Payer et envoyer ma preuve",
      url: `${input.publicUrl}/paiement/${encodeURIComponent(parcel.id)}`,
    },
    links: [trackingLink(input)],
    footnote: FOOTNOTE,
  };
}

/**
 * A waiting request: nothing to pay yet; the client will be e-mailed when a departure is published and
 * will choose it (docs/product/parcels.md#waiting-request), then gets the dated booking e-mail.
 */
function waitingContent(input: BookingEmailInput, name: string) {
  const { parcel } = input;
  return {
    subject: waitingRequestSubject(name),
    heading: "Votre demande est enregistrée",
    paragraphs: [
      greetingLine(input.client),
      `Nous avons bien enregistré votre demande pour le colis ${name}. Aucune date de transport n'est encore prévue pour le trajet ${route(parcel)}\u00a0: vous n'avez rien à payer pour le moment.`,
      collectionCodeLine(parcel.collectionCode),
    ],
    sections: [
      {
        title: "Votre demande",
        rows: [
          { label: "Référence", value: paymentReference(parcel) },
          { label: "Trajet", value: route(parcel) },
          {
            label: "Poids estimé",
            value: parcel.weightGrams === null ? "Non indiqué" : `${formatKg(parcel.weightGrams)} kg`,
          },
          { label: "Prix estimé", value: amountText(input) ?? "À calculer" },
        ],
      },
      {
        title: "La suite",
        lines: [
          "Dès qu'une date de transport sera publiée pour ce trajet, nous vous préviendrons par e-mail.",
          "Vous pourrez alors la choisir depuis votre espace, sans rien ressaisir. Nous vous enverrons ensuite le lieu et la date limite de dépôt, et les modalités de paiement.",
        ],
      },
    ],
    action: {
      label: "Voir ma demande",
      url: `${input.publicUrl}/tracking?colis=${encodeURIComponent(parcel.id)}`,
    },
    links: [trackingLink(input)],
    footnote: FOOTNOTE,
  };
}

/**
 * The booking confirmation (docs/product/parcels.md#booking-email): the order's receipt, sent once per
 * request and once more when a waiting request takes its date; the dedupe keys make each go once.
 */
export function bookingEmail(input: BookingEmailInput): OutgoingEmail {
  const name = parcelHumanName(input.parcel);
  const date = input.parcel.preferredDate;
  return {
    kind: date === null ? "waiting-request-confirmed" : "booking-confirmed",
    to: input.to,
    dedupeKey: `${date === null ? "booking-waiting" : "booking"}:${input.parcel.id}`,
    ...renderEmail(date === null ? waitingContent(input, name) : bookedContent(input, name, date)),
  };
}
