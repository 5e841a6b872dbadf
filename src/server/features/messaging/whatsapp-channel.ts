import { createHmac, timingSafeEqual } from "node:crypto";
import { whatsappDigits } from "#shared/phones/phone-display";
import { type ChannelSender, httpFailure, type SendResult } from "./channel-sender";

export type WhatsappSettings = {
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  templateLanguage: string;
};

/** Graph API error codes worth another try: throttling and Meta's own transient failures. */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 80007, 130429, 131000, 131016, 131048, 131056]);
/** The person stopped the business's messages (opt-out from WhatsApp itself). */
const OPTED_OUT_CODES = new Set([131050]);

type GraphError = { error?: { message?: string; code?: number; error_data?: { details?: string } } };

/**
 * WhatsApp Business Cloud API (decision 081): one template message per call,
 * `POST {apiUrl}/{version}/{phone-number-id}/messages` with the system user's bearer token. A message
 * that starts a conversation must be a template Meta approved; its body parameters fill the
 * placeholders in order (docs/product/notifications.md#templates). The answer's `messages[0].id`
 * (`wamid.…`) is what the status webhooks name.
 */
export function whatsappSender(settings: WhatsappSettings, fetcher: typeof fetch = fetch): ChannelSender {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, "")}/${settings.apiVersion}/${settings.phoneNumberId}/messages`;
  return {
    async send(message): Promise<SendResult> {
      const response = await fetcher(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: whatsappDigits(message.to),
          type: "template",
          template: {
            name: message.template,
            language: { code: settings.templateLanguage },
            components: [
              { type: "body", parameters: message.params.map((text) => ({ type: "text", text })) },
            ],
          },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as GraphError & {
        messages?: { id?: string }[];
      };
      const id = answer.messages?.[0]?.id;
      if (response.ok && id) return { ok: true, providerMessageId: id };
      const code = answer.error?.code;
      const reason = `WhatsApp ${response.status}${code ? ` (${code})` : ""} : ${answer.error?.error_data?.details ?? answer.error?.message ?? "réponse inattendue"}`;
      if (code !== undefined && OPTED_OUT_CODES.has(code))
        return { ok: false, retryable: false, reason, refused: true };
      if (code !== undefined && RETRYABLE_CODES.has(code)) return { ok: false, retryable: true, reason };
      return httpFailure(response.ok ? 502 : response.status, reason);
    },
  };
}

/**
 * Meta signs each webhook: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed by the
 * app secret>`. Compared in constant time; anything else is forged.
 */
export function whatsappSignatureValid(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(whatsappSignature(rawBody, appSecret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function whatsappSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/** What the webhooks carry that we read (the rest of Meta's payload is ignored). */
export type WhatsappWebhook = {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: {
        statuses?: {
          id: string;
          status: string;
          recipient_id?: string;
          errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
        }[];
        messages?: {
          from: string;
          id: string;
          type: string;
          text?: { body?: string };
          button?: { text?: string };
        }[];
      };
    }[];
  }[];
};
