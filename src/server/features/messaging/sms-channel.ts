import { createHmac, timingSafeEqual } from "node:crypto";
import { smsText } from "#shared/parcels/parcel-messages";
import { type ChannelSender, httpFailure, type SendResult } from "./channel-sender";

export type SmsSettings = {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** E.164 number, alphanumeric sender id, or a Messaging Service SID (MG…). */
  from: string;
  /** Where Twilio posts this message's statuses (PUBLIC_URL/api/webhooks/sms/status). */
  statusCallbackUrl: string;
};

/** Twilio error codes worth another try (its queue full, rate limits); others are final. */
const RETRYABLE_CODES = new Set([20429, 30001, 14107]);
/** 21610: the number sent STOP to our sender; Twilio refuses until it sends START. */
const OPTED_OUT_CODES = new Set([21610]);

/**
 * SMS through Twilio's Messages API (decision 081): `POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, HTTP Basic auth with the account SID and auth token. The body is the whole French text
 * (docs/product/notifications.md#templates); `StatusCallback` asks Twilio to post each status to us.
 * The answer's `sid` (SM…) is what those callbacks name.
 */
export function smsSender(settings: SmsSettings, fetcher: typeof fetch = fetch): ChannelSender {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    async send(message): Promise<SendResult> {
      const form = new URLSearchParams({
        To: message.to,
        // GSM-7 rather than UCS-2: no-break spaces and typographic quotes as their plain forms.
        Body: smsText(message.body),
        StatusCallback: settings.statusCallbackUrl,
      });
      form.set(settings.from.startsWith("MG") ? "MessagingServiceSid" : "From", settings.from);
      const response = await fetcher(endpoint, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && answer.sid) return { ok: true, providerMessageId: answer.sid };
      const reason = `SMS ${response.status}${answer.code ? ` (${answer.code})` : ""} : ${answer.message ?? "réponse inattendue"}`;
      if (answer.code !== undefined && OPTED_OUT_CODES.has(answer.code))
        return { ok: false, retryable: false, reason, refused: true };
      if (answer.code !== undefined && RETRYABLE_CODES.has(answer.code))
        return { ok: false, retryable: true, reason };
      return httpFailure(response.ok ? 502 : response.status, reason);
    },
  };
}

/**
 * Twilio's request signature (`X-Twilio-Signature`): base64 HMAC-SHA1, keyed by the auth token, of the
 * full URL it called followed by every POST parameter, sorted by name, as name then value.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + (params[key] ?? ""), url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Keywords Twilio's standard opt-out handles, and their French counterparts. */
export const STOP_WORDS = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "ARRET",
  "ARRÊT",
]);
export const START_WORDS = new Set(["START", "UNSTOP", "YES"]);
