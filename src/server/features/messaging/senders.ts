import type { Config } from "#server/config/config";
import type { ChannelSenders } from "./channel-sender";

/**
 * The channels this instance sends on, from its settings (decision 081): a channel without its
 * settings is absent, its messages stay queued for an instance that has them, and the carrier keeps
 * the `wa.me` links (decision 055).
 */
export function channelSendersFromConfig(_config: Config): ChannelSenders {
  return {};
}
