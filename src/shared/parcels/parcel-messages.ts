import { type ParcelStatus, STATUS_LABELS } from "./status";

/**
 * The texts a client or a recipient receives about a parcel, whatever the channel: the e-mails'
 * subjects here (their bodies are rendered by the server's parcel e-mails) and the WhatsApp messages
 * below (docs/product/recipients.md#whatsapp).
 */

/**
 * Subjects of the e-mails a client gets about a parcel. Shared so that the carrier's confirmation
 * dialogs can say exactly which e-mail will go (docs/product/administration.md#confirmations).
 * `name` is the parcel's human name (parcel-name.ts).
 */
export const paymentValidatedSubject = (name: string) => `Paiement validé pour votre colis ${name} — Colibri`;
export const statusChangedSubject = (name: string, status: ParcelStatus) =>
  `Votre colis ${name} : ${STATUS_LABELS[status]} — Colibri`;
export const statusCorrectedSubject = (name: string) => `Votre colis ${name} : statut corrigé — Colibri`;
export const dateMovedSubject = (name: string) =>
  `Votre colis ${name} : date de transport modifiée — Colibri`;
/** Weigh-in and balance (docs/product/departures.md#weigh-in). */
export const weighedInBalanceDueSubject = (name: string) =>
  `Votre colis ${name} : reçu, complément à payer — Colibri`;
export const balanceValidatedSubject = (name: string) =>
  `Complément validé pour votre colis ${name} — Colibri`;
export const balanceWaivedSubject = (name: string) => `Votre colis ${name} : complément annulé — Colibri`;
export const balanceRefundedSubject = (name: string) =>
  `Votre colis ${name} : trop-perçu remboursé — Colibri`;
/**
 * The booking confirmation, the order's receipt (docs/product/parcels.md#booking-email): a dated
 * request, or a waiting request without a date yet.
 */
export const bookingConfirmedSubject = (name: string) =>
  `Demande enregistrée pour votre colis ${name} — Colibri`;
export const waitingRequestSubject = (name: string) =>
  `Demande en attente de date pour votre colis ${name} — Colibri`;
/** The day before the drop-off deadline (docs/product/departures.md#drop-off-reminder). */
export const dropoffReminderSubject = (name: string) => `Rappel\u00a0: déposez votre colis ${name} — Colibri`;

/** Who a WhatsApp message is for: the client who sent the parcel, or the person who collects it. */
export type MessageAudience = "client" | "recipient";

export type ParcelMessageInput = {
  audience: MessageAudience;
  status: ParcelStatus;
  /** The parcel's human name (parcel-name.ts). */
  parcelName: string;
  trackingUrl: string;
  /** Known names only (`knownName`): a message never greets anyone with an e-mail's local part. */
  clientName: string | null;
  recipientName: string | null;
  /** Where and when the recipient collects it, from the configuration; null when not configured. */
  collectionPoint: { address: string[]; hours: string[] } | null;
};

/** What the client is told for each status, after "Bonjour …, ". */
const CLIENT_STATUS_LINES: Record<ParcelStatus, (name: string) => string> = {
  pending: (name) => `votre demande pour le colis « ${name} » est enregistrée : elle attend votre paiement.`,
  accepted: (name) =>
    `votre colis « ${name} » est accepté. Déposez-le au point de dépôt avant la date limite.`,
  received: (name) => `nous avons bien reçu votre colis « ${name} ».`,
  in_transit: (name) => `votre colis « ${name} » est en route vers sa destination.`,
  in_delivery: (name) =>
    `votre colis « ${name} » est arrivé : votre destinataire peut le retirer avec le code à 6 chiffres que vous lui avez communiqué.`,
  delivered: (name) => `votre colis « ${name} » a été remis à son destinataire.`,
  rejected: (name) => `votre demande pour le colis « ${name} » n'a pas été retenue.`,
};

function recipientStatusLine(input: ParcelMessageInput): string {
  const point = input.collectionPoint;
  switch (input.status) {
    case "in_delivery":
      return [
        point
          ? `Il est disponible au retrait : ${point.address.join(", ")}${point.hours.length ? ` (${point.hours.join(", ")})` : ""}.`
          : "Il est disponible au retrait.",
        `Munissez-vous du code à 6 chiffres que ${input.clientName ?? "l'expéditeur"} vous a communiqué et d'une pièce d'identité.`,
      ].join(" ");
    case "delivered":
      return "Il vous a été remis. Merci de votre confiance.";
    default:
      return `Son statut : ${STATUS_LABELS[input.status]}. Nous vous préviendrons quand il sera disponible au retrait.`;
  }
}

/** The message pre-filled in WhatsApp for the parcel's current status. */
export function whatsappMessage(input: ParcelMessageInput): string {
  if (input.audience === "client") {
    const hello = input.clientName ? `Bonjour ${input.clientName}, ` : "Bonjour, ";
    return [
      `${hello}${CLIENT_STATUS_LINES[input.status](input.parcelName)}`,
      `Statut : ${STATUS_LABELS[input.status]}`,
      `Suivi : ${input.trackingUrl}`,
      "— Colibri",
    ].join("\n");
  }
  const hello = input.recipientName ? `Bonjour ${input.recipientName}, ` : "Bonjour, ";
  const sender = input.clientName ?? "un client";
  return [
    `${hello}${sender} vous envoie un colis avec Colibri (« ${input.parcelName} »).`,
    recipientStatusLine(input),
    `Suivi : ${input.trackingUrl}`,
    "— Colibri",
  ].join("\n");
}

/** The label of the carrier's buttons. */
export const WHATSAPP_BUTTON = "Prévenir par WhatsApp";

/**
 * The push notification the client's devices show for a new status (docs/product/notifications.md#push):
 * short enough for a phone's lock screen, and naming the parcel by its tracking code only — a push
 * crosses the browser vendor's push service and lands on a lock screen, so no description, recipient
 * or collection code (docs/decisions/083-web-push.md).
 */
const CLIENT_PUSH_LINES: Record<ParcelStatus, string> = {
  pending: "Votre demande attend votre paiement.",
  accepted: "Demande acceptée : déposez le colis avant la date limite.",
  received: "Nous avons bien reçu votre colis.",
  in_transit: "Votre colis est en route vers sa destination.",
  in_delivery: "Votre colis est arrivé : votre destinataire peut le retirer.",
  delivered: "Votre colis a été remis à son destinataire.",
  rejected: "Votre demande n'a pas été retenue.",
};

/** `reference`: the parcel's reference as read (`CLB-4K7P-03`, decision 101). */
export function clientPushMessage(status: ParcelStatus, reference: string): { title: string; body: string } {
  return {
    title: `Colis ${reference} : ${STATUS_LABELS[status]}`,
    body: CLIENT_PUSH_LINES[status],
  };
}

/**
 * The messages a recipient receives on their own by WhatsApp, else SMS (docs/product/notifications.md,
 * decision 082): one per status, each a WhatsApp template approved by Meta under `name` whose body is
 * `body` (`{{1}}`… filled in order by `params`), and the SMS text once filled. They never carry the
 * collection code: `RecipientTemplateInput` does not even hold it. Texts without « » nor ? ! ; so that
 * an SMS stays in GSM-7 once its no-break spaces become spaces (`smsText`).
 */
export type RecipientTemplateInput = {
  /** Who sends the parcel: the client's known name, else "un client". */
  senderName: string;
  /** The arrival city or country. */
  destination: string;
  trackingUrl: string;
  /** The collection point's address on one line, and its hours. */
  collectionPoint: string;
  collectionHours: string;
  /** Who collected it (the handover's name). */
  collectedBy: string;
  /** Day of the handover, e.g. "27/11/2026". */
  handoverDay: string;
};

export type RecipientTemplate = {
  name: string;
  body: string;
  params: (input: RecipientTemplateInput) => string[];
};

export const RECIPIENT_TEMPLATES = {
  in_transit: {
    name: "colibri_colis_en_transit",
    body: "Colibri : le colis que {{1}} vous envoie est en route vers {{2}}. Nous vous écrirons à son arrivée. Suivi : {{3}}",
    params: (input) => [input.senderName, input.destination, input.trackingUrl],
  },
  in_delivery: {
    name: "colibri_colis_a_retirer",
    body: "Colibri : le colis de {{1}} est arrivé. Retrait : {{2}} ({{3}}). Munissez-vous du code à 6 chiffres que l'expéditeur vous a transmis et d'une pièce d'identité.",
    params: (input) => [input.senderName, input.collectionPoint, input.collectionHours],
  },
  delivered: {
    name: "colibri_colis_livre",
    body: "Colibri : le colis de {{1}} a été remis à {{2}} le {{3}}. Merci de votre confiance.",
    params: (input) => [input.senderName, input.collectedBy, input.handoverDay],
  },
} satisfies Partial<Record<ParcelStatus, RecipientTemplate>>;

export type RecipientMessageStatus = keyof typeof RECIPIENT_TEMPLATES;

export const isRecipientMessageStatus = (status: string): status is RecipientMessageStatus =>
  Object.hasOwn(RECIPIENT_TEMPLATES, status);

/** A template's body with its placeholders filled. */
export function fillTemplate(body: string, params: string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (_all, n: string) => params[Number(n) - 1] ?? "");
}

/**
 * The text as an SMS carries it: no-break spaces become spaces and typographic dashes and quotes their
 * plain forms, so that French typography does not switch the SMS to UCS-2 (70 characters a part).
 */
export function smsText(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[«»\u201c\u201d]/g, '"');
}

// The space is added apart: written inside, the typography checker would take « É ! » for French.
const GSM7_BASIC = `@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà${" "}`;
const GSM7_EXTENDED = "^{}\\[~]|€";

/** How an SMS is billed: its encoding and number of parts (160/153 in GSM-7, 70/67 in UCS-2). */
export function smsSegments(text: string): { encoding: "GSM-7" | "UCS-2"; units: number; segments: number } {
  let units = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) units += 1;
    else if (GSM7_EXTENDED.includes(char)) units += 2;
    else {
      const length = [...text].length;
      return { encoding: "UCS-2", units: length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
    }
  }
  return { encoding: "GSM-7", units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
}
