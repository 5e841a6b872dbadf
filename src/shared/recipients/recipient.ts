import { z } from "zod";
import { formatPhone, PHONE_MAX_LENGTH } from "../phones/phone-display";

/**
 * The recipient of a parcel (docs/product/recipients.md): the person who collects it at the arrival.
 * The wizard sends it with the request; the parcel keeps its own copy, and the client's saved
 * recipients are offered the next time.
 */

export const RECIPIENT_REQUIRED = "Indiquez le destinataire du colis";
export const RECIPIENT_NAME_REQUIRED = "Le nom du destinataire est requis";
export const RECIPIENT_CITY_REQUIRED = "La ville du destinataire est requise";
export const RECIPIENT_SECOND_PHONE_SAME = "Le second numéro est identique au premier";
export const RECIPIENT_TEXT_MAX_LENGTH = 120;
export const RECIPIENT_LANDMARK_MAX_LENGTH = 300;
const TOO_LONG = (label: string, max: number) => `${label} ne doit pas dépasser ${max} caractères`;

/** Labels of the form and of every screen that shows a recipient. */
export const RECIPIENT_LABELS = {
  section: "Destinataire",
  name: "Nom du destinataire",
  phone: "Téléphone du destinataire",
  secondPhone: "Second téléphone (facultatif)",
  city: "Ville",
  landmark: "Quartier, repère",
  saved: "Destinataire déjà utilisé",
  messagesConsent:
    "Le destinataire accepte de recevoir par WhatsApp ou SMS les messages de suivi de ce colis (il pourra répondre STOP)",
} as const;

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, TOO_LONG(label, max));

const phoneText = z.string().max(PHONE_MAX_LENGTH, TOO_LONG("Le numéro", PHONE_MAX_LENGTH));

/** The recipient as typed; its phones are read against the arrival country by `normalizeRecipient` (normalize-recipient.ts). */
export const recipientInputSchema = z
  .object(
    {
      name: requiredText(RECIPIENT_NAME_REQUIRED, "Le nom", RECIPIENT_TEXT_MAX_LENGTH),
      phone: phoneText,
      secondPhone: phoneText.nullish(),
      city: requiredText(RECIPIENT_CITY_REQUIRED, "La ville", RECIPIENT_TEXT_MAX_LENGTH),
      landmark: z
        .string()
        .trim()
        .max(RECIPIENT_LANDMARK_MAX_LENGTH, TOO_LONG("Le quartier ou repère", RECIPIENT_LANDMARK_MAX_LENGTH))
        .nullish()
        .transform((value) => value || null),
      // The client confirms the recipient agrees to the parcel's messages (docs/product/notifications.md#consent).
      messagesConsent: z.boolean().optional().default(false),
    },
    // Only for a missing recipient: an unknown key keeps Zod's own message.
    {
      error: (issue) => (issue.input === undefined || issue.input === null ? RECIPIENT_REQUIRED : undefined),
    },
  )
  .strict();
export type RecipientInput = z.input<typeof recipientInputSchema>;
export type RecipientFields = z.output<typeof recipientInputSchema>;

/** A recipient as stored: phones in E.164, blanks as null. */
export type Recipient = {
  name: string;
  phone: string;
  secondPhone: string | null;
  city: string;
  landmark: string | null;
  /** Agreed to receive the parcel's WhatsApp or SMS messages; absent on what was stored before. */
  messagesConsent?: boolean;
};

/** The recipient as the owner and the carrier read it (never the public page). */
export const recipientResponseSchema = z.object({
  name: z.string(),
  phone: z.string(),
  secondPhone: z.string().nullable(),
  city: z.string(),
  landmark: z.string().nullable(),
});

/** One line for labels, manifests and lists: `Afi Mensah · +228 90 12 34 56 · Lomé, Bè Kpota`. */
export function recipientLine(recipient: Recipient): string {
  const place = [recipient.city, recipient.landmark].filter(Boolean).join(", ");
  return [recipient.name, formatPhone(recipient.phone), place].join(" · ");
}

/** GET /api/recipients: the client's saved recipients, most recently used first. */
export const savedRecipientSchema = recipientResponseSchema.extend({
  id: z.string(),
  lastUsedAt: z.string(),
});
export type SavedRecipient = z.infer<typeof savedRecipientSchema>;
export const savedRecipientsResponseSchema = z.object({ recipients: z.array(savedRecipientSchema) });
export type SavedRecipientsResponse = z.infer<typeof savedRecipientsResponseSchema>;
export const recipientIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** How many saved recipients a client keeps: the oldest unused one is dropped beyond. */
export const MAX_SAVED_RECIPIENTS = 20;
export const RECIPIENT_NOT_FOUND = "Destinataire introuvable.";
