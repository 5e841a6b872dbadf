import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "#server/http/app-error";
import { applyConsentMessage, type ProviderStatus, recordProviderStatus } from "./message-outbox";
import {
  SMS_INBOUND_PATH,
  SMS_STATUS_PATH,
  smsSettings,
  WHATSAPP_WEBHOOK_PATH,
  whatsappSettings,
} from "./senders";
import { START_WORDS, STOP_WORDS, twilioSignatureValid } from "./sms-channel";
import { type WhatsappWebhook, whatsappSignatureValid } from "./whatsapp-channel";

/**
 * A provider may post a status before the worker has written down its message id: its HTTP answer and
 * the webhook race. An unknown id is looked up again for up to 3 s before the status is dropped.
 */
async function recordStatusSoon(...args: Parameters<typeof recordProviderStatus>): Promise<boolean> {
  for (let attempt = 0; attempt < 15; attempt++) {
    if (await recordProviderStatus(...args)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const forged = () => new AppError("BAD_SIGNATURE", 401, "Signature invalide.");

const TWILIO_STATUSES: Record<string, ProviderStatus> = {
  sent: "sent",
  delivered: "delivered",
  undelivered: "failed",
  failed: "failed",
};
const WHATSAPP_STATUSES: Record<string, ProviderStatus> = {
  sent: "sent",
  delivered: "delivered",
  read: "read",
  failed: "failed",
};
/** WhatsApp's own opt-out: the person stopped the business's messages. */
const WHATSAPP_OPTED_OUT = 131050;

/** "STOP", "Stop.", " arrêt " → the keyword, upper case, without punctuation. */
const keyword = (text: string | undefined) =>
  (text ?? "")
    .trim()
    .toUpperCase()
    .replace(/[.!\s]+$/, "");

/**
 * The providers' webhooks (decision 081): delivery statuses and inbound « STOP ». Not behind a session
 * nor the origin check: each request is proved by its provider's signature instead, and a forged one
 * gets 401 before anything is read. A channel without settings answers 404.
 * Registered without a prefix: the paths are in senders.ts (PUBLIC_URL + path is what Twilio signs).
 */
export const messagingWebhookRoutes: FastifyPluginAsync = async (app) => {
  // Meta signs the exact bytes, Twilio posts a form: both parsed here, for these routes only.
  app.removeContentTypeParser(["application/json"]);
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 1_000_000 },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 100_000 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const db = app.database.db;

  // Meta's subscription handshake: echo hub.challenge when the verify token is ours.
  app.get(WHATSAPP_WEBHOOK_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const settings = whatsappSettings(app.config);
    if (!settings) throw notFound();
    const query = request.query as Record<string, string | undefined>;
    if (query["hub.mode"] !== "subscribe" || query["hub.verify_token"] !== settings.verifyToken)
      throw new AppError("BAD_VERIFY_TOKEN", 403, "Jeton de vérification invalide.");
    reply.type("text/plain");
    return query["hub.challenge"] ?? "";
  });

  app.post(WHATSAPP_WEBHOOK_PATH, async (request) => {
    const settings = whatsappSettings(app.config);
    if (!settings) throw notFound();
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers["x-hub-signature-256"];
    if (
      !whatsappSignatureValid(raw, typeof signature === "string" ? signature : undefined, settings.appSecret)
    )
      throw forged();
    let payload: WhatsappWebhook;
    try {
      payload = JSON.parse(raw.toString("utf8")) as WhatsappWebhook;
    } catch {
      return { ok: true };
    }
    for (const change of (payload.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
      for (const status of change.value?.statuses ?? []) {
        const mapped = WHATSAPP_STATUSES[status.status];
        if (!mapped) continue;
        const error = status.errors?.[0];
        const reason = error
          ? `WhatsApp (${error.code}) : ${error.error_data?.details ?? error.message ?? error.title ?? "échec"}`
          : undefined;
        await recordStatusSoon(db, "whatsapp", status.id, mapped, reason);
        // Once per message and status: a replayed « failed » cannot undo a later « START ».
        if (error?.code === WHATSAPP_OPTED_OUT && status.recipient_id)
          await applyConsentMessage(db, {
            channel: "whatsapp",
            providerMessageId: `${status.id}:${status.status}`,
            phone: `+${status.recipient_id}`,
            action: "stop",
            reason: "arrêt dans WhatsApp",
          });
      }
      for (const message of change.value?.messages ?? []) {
        const word = keyword(message.text?.body ?? message.button?.text);
        const action = STOP_WORDS.has(word) ? "stop" : START_WORDS.has(word) ? "start" : null;
        if (action && message.id)
          await applyConsentMessage(db, {
            channel: "whatsapp",
            providerMessageId: message.id,
            phone: `+${message.from}`,
            action,
            reason: word,
          });
      }
    }
    return { ok: true };
  });

  /** The form Twilio posted, once its signature over PUBLIC_URL + path is checked. */
  function signedForm(request: FastifyRequest, path: string): Record<string, string> {
    const settings = smsSettings(app.config);
    if (!settings) throw notFound();
    const form = (request.body ?? {}) as Record<string, string>;
    const signature = request.headers["x-twilio-signature"];
    const valid = twilioSignatureValid(
      settings.authToken,
      `${app.config.PUBLIC_URL}${path}`,
      form,
      typeof signature === "string" ? signature : undefined,
    );
    if (!valid || form.AccountSid !== settings.accountSid) throw forged();
    return form;
  }

  app.post(SMS_STATUS_PATH, async (request, reply) => {
    const form = signedForm(request, SMS_STATUS_PATH);
    const mapped = form.MessageStatus ? TWILIO_STATUSES[form.MessageStatus] : undefined;
    if (mapped && form.MessageSid) {
      const reason = form.ErrorCode ? `SMS non remis (erreur ${form.ErrorCode})` : undefined;
      await recordStatusSoon(db, "sms", form.MessageSid, mapped, reason);
    }
    reply.code(204);
  });

  // « STOP » (or START) sent to our number; Twilio's own opt-out also blocks the number on its side.
  // Acted on once per MessageSid: a replayed request changes nothing (decision 093).
  app.post(SMS_INBOUND_PATH, async (request, reply) => {
    const form = signedForm(request, SMS_INBOUND_PATH);
    const word = keyword(form.Body);
    const from = form.From ?? "";
    const messageSid = form.MessageSid || form.SmsSid;
    const action =
      STOP_WORDS.has(word) || form.OptOutType === "STOP"
        ? "stop"
        : START_WORDS.has(word) || form.OptOutType === "START"
          ? "start"
          : null;
    if (action && messageSid && /^\+\d{8,15}$/.test(from))
      await applyConsentMessage(db, {
        channel: "sms",
        providerMessageId: messageSid,
        phone: from,
        action,
        reason: word || "STOP",
      });
    reply.type("text/xml");
    return "<Response></Response>";
  });
};
