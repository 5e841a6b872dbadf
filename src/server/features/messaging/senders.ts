import type { Config } from "#server/config/config";
import type { ChannelSenders, MessageChannel } from "./channel-sender";
import { type SmsSettings, smsSender } from "./sms-channel";
import { type WhatsappSettings, whatsappSender } from "./whatsapp-channel";

export const SMS_STATUS_PATH = "/api/webhooks/sms/status";
export const SMS_INBOUND_PATH = "/api/webhooks/sms/inbound";
export const WHATSAPP_WEBHOOK_PATH = "/api/webhooks/whatsapp";

type Settings = Pick<
  Config,
  | "PUBLIC_URL"
  | "WHATSAPP_API_URL"
  | "WHATSAPP_API_VERSION"
  | "WHATSAPP_PHONE_NUMBER_ID"
  | "WHATSAPP_ACCESS_TOKEN"
  | "WHATSAPP_APP_SECRET"
  | "WHATSAPP_VERIFY_TOKEN"
  | "WHATSAPP_TEMPLATE_LANGUAGE"
  | "SMS_API_URL"
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM"
  | "MESSAGE_DAILY_CEILING_WHATSAPP"
  | "MESSAGE_DAILY_CEILING_SMS"
>;

/** WhatsApp's settings when all are set (the config refuses half a channel), else null: off. */
export function whatsappSettings(
  config: Settings,
): (WhatsappSettings & { appSecret: string; verifyToken: string }) | null {
  const { WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } =
    config;
  if (!WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_ACCESS_TOKEN || !WHATSAPP_APP_SECRET || !WHATSAPP_VERIFY_TOKEN)
    return null;
  return {
    apiUrl: config.WHATSAPP_API_URL,
    apiVersion: config.WHATSAPP_API_VERSION,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    accessToken: WHATSAPP_ACCESS_TOKEN,
    templateLanguage: config.WHATSAPP_TEMPLATE_LANGUAGE,
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
  };
}

/** Twilio's settings when all are set, else null: SMS off. */
export function smsSettings(config: Settings): SmsSettings | null {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = config;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return null;
  return {
    apiUrl: config.SMS_API_URL,
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_FROM,
    statusCallbackUrl: `${config.PUBLIC_URL}${SMS_STATUS_PATH}`,
  };
}

/** The phone channels that are on, in the order a recipient is tried: WhatsApp, else SMS (decision 082). */
export function phoneChannelsOn(config: Settings): ("whatsapp" | "sms")[] {
  return [
    ...(whatsappSettings(config) ? ["whatsapp" as const] : []),
    ...(smsSettings(config) ? ["sms" as const] : []),
  ];
}

/**
 * The channels this instance sends on, from its settings (decision 081): a channel without its
 * settings is absent, its messages stay queued for an instance that has them, and the carrier keeps
 * the `wa.me` links (decision 055).
 */
export function channelSendersFromConfig(config: Settings): ChannelSenders {
  const whatsapp = whatsappSettings(config);
  const sms = smsSettings(config);
  return {
    ...(whatsapp ? { whatsapp: whatsappSender(whatsapp) } : {}),
    ...(sms ? { sms: smsSender(sms) } : {}),
  };
}

export function dailyCeilingsFromConfig(config: Settings): Partial<Record<MessageChannel, number>> {
  return { whatsapp: config.MESSAGE_DAILY_CEILING_WHATSAPP, sms: config.MESSAGE_DAILY_CEILING_SMS };
}
