// What other features may use of the messaging feature (decision 081): queue a message in the
// caller's transaction; the senders, the worker and the webhooks are for the app, main.ts and tests.
export type {
  ChannelSender,
  ChannelSenders,
  MessageChannel,
  MessageToSend,
  SendResult,
} from "./channel-sender";
export { httpFailure } from "./channel-sender";
export {
  enqueueMessage,
  type OutgoingMessage,
  recordOptOut,
  recordProviderStatus,
  retryFailedMessage,
} from "./message-outbox";
export { createMessageWorker, type MessageWorker, messageJobKinds } from "./message-worker";
export { type RecipientMessenger, recipientMessenger } from "./recipient-messages";
export { channelSendersFromConfig, phoneChannelsOn } from "./senders";
export { sentMessage, sentMessagesOf } from "./sent-messages.service";
export { messagingWebhookRoutes } from "./webhooks.routes";
