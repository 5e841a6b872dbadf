import type { MESSAGE_CHANNELS } from "#server/db/schema";

/** WhatsApp, SMS or Web Push (decision 081). */
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a sender gets of a queued message. */
export type MessageToSend = {
  id: string;
  channel: MessageChannel;
  /** E.164 for WhatsApp and SMS; for push, the id of the push subscription row. */
  to: string;
  template: string;
  params: string[];
  /** The whole French text (the SMS body; the push's text). */
  body: string;
  parcelId: string | null;
  attempts: number;
};

/**
 * A provider's answer: its id for the message (status webhooks name it), or a failure that is worth
 * retrying (network, 5xx, 429) or not (a number that does not exist, a refused template, an expired
 * push subscription).
 */
export type SendResult =
  | { ok: true; providerMessageId: string }
  | {
      ok: false;
      retryable: boolean;
      reason: string;
      /** The provider says the person refused our messages (Twilio 21610, WhatsApp 131050): recorded. */
      refused?: boolean;
    };

/**
 * One channel's adapter (decision 081): it calls the provider's HTTP API and says how it went. It
 * never throws for a provider's refusal; a thrown error counts as retryable.
 */
export interface ChannelSender {
  send(message: MessageToSend): Promise<SendResult>;
}

/** The channels this instance can send on; a channel without settings is absent. */
export type ChannelSenders = Partial<Record<MessageChannel, ChannelSender>>;

/** A failure from an HTTP answer: 408, 429 and 5xx are worth another try, other 4xx are not. */
export function httpFailure(status: number, reason: string): SendResult {
  return { ok: false, retryable: status === 408 || status === 429 || status >= 500, reason };
}
