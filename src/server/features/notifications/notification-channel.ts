import type { PreparedMessage } from "#shared/admin/admin-parcels";

/** A message for one person about one parcel, whatever carries it. */
export type OutgoingMessage = {
  /** E.164. */
  phone: string;
  text: string;
};

/**
 * How a message reaches a person's phone (decision 055). Features hand a message to the channel and
 * show what it answers: today a link the carrier opens to send it by hand from their own WhatsApp
 * (`mode: "link"`); a provider's API (WhatsApp Cloud API, an SMS gateway) would answer
 * `mode: "send"` and send it through `send`, queued like the e-mails. Adding one touches this
 * folder only.
 */
export interface NotificationChannel {
  /** What the carrier's button does for this message. */
  prepare(message: OutgoingMessage): PreparedMessage["delivery"];
  /** For channels that send by themselves; the link channel has nothing to send. */
  send?(message: OutgoingMessage): Promise<void>;
}
