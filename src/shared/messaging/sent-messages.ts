import { z } from "zod";

/**
 * What the carrier sees of the messages sent without a person (docs/product/notifications.md#carrier):
 * per parcel, each message with its channel, time and state.
 */
export const SENT_MESSAGE_STATES = ["pending", "sent", "delivered", "read", "failed"] as const;
export type SentMessageState = (typeof SENT_MESSAGE_STATES)[number];

export const SENT_MESSAGE_STATE_LABELS: Record<SentMessageState, string> = {
  pending: "En attente",
  sent: "Envoyé",
  delivered: "Délivré",
  read: "Lu",
  failed: "Échec",
};

export const MESSAGE_CHANNEL_LABELS: Record<string, string> = {
  whatsapp: "WhatsApp",
  sms: "SMS",
  push: "Notification",
};

export const sentMessageSchema = z.object({
  id: z.string(),
  channel: z.string(),
  audience: z.string(),
  /** E.164, or a push subscription's id. */
  to: z.string(),
  parcelStatus: z.string().nullable(),
  body: z.string(),
  state: z.enum(SENT_MESSAGE_STATES),
  /** Why it failed, or why it waits. */
  reason: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  /** The time of its latest state. */
  updatedAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const parcelSentMessagesSchema = z.object({
  /** Whether a phone channel is on: off, the carrier sends by wa.me as before. */
  sendingOn: z.boolean(),
  messages: z.array(sentMessageSchema),
});

export const departureSentMessagesSchema = z.object({
  sendingOn: z.boolean(),
  parcels: z.array(z.object({ id: z.string(), name: z.string(), messages: z.array(sentMessageSchema) })),
});

export const messageIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const MESSAGE_NOT_RESENDABLE = "Ce message n'est pas en échec : il ne peut pas être renvoyé.";
export const RESEND_BUTTON = "Renvoyer";
