import { randomBytes } from "node:crypto";
import { twilioRequestSignature } from "./provider-signatures";
import { type Deliver, deliverOverHttp, escapeHtml, json, listen } from "./simulator-http";

export type SimulatedSms = {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  status: "queued" | "sent" | "delivered" | "undelivered" | "failed";
  at: Date;
};

export type SmsSimulatorOptions = {
  port?: number;
  accountSid: string;
  authToken: string;
  /** The number's "A message comes in" webhook (PUBLIC_URL/api/webhooks/sms/inbound). */
  inboundUrl: string;
  autoStatuses?: ("sent" | "delivered")[];
  deliver?: Deliver;
};

/**
 * A local stand-in for Twilio's Messages API (decision 081), speaking the same HTTP: it accepts
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` (form, Basic auth), answers 201 with the message's
 * `sid`, then posts each status to its `StatusCallback` signed with `X-Twilio-Signature` as Twilio does.
 * A number that sent « STOP » is refused with Twilio's error 21610, like Twilio's own opt-out.
 * `GET /` shows each number's SMS.
 */
export async function startSmsSimulator(options: SmsSimulatorOptions) {
  const messages: SimulatedSms[] = [];
  const stopped = new Set<string>();
  const deliver = options.deliver ?? deliverOverHttp;
  const autoStatuses = options.autoStatuses ?? ["sent", "delivered"];
  const failures: { status: number; code: number }[] = [];
  let pending: Promise<unknown> = Promise.resolve();
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;

  function signedPost(url: string, params: Record<string, string>) {
    return deliver(url, {
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioRequestSignature(options.authToken, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
  }

  async function postStatus(message: SimulatedSms, status: SimulatedSms["status"], errorCode?: string) {
    message.status = status;
    if (!message.statusCallback) return;
    await signedPost(message.statusCallback, {
      AccountSid: options.accountSid,
      MessageSid: message.sid,
      SmsSid: message.sid,
      MessageStatus: status,
      SmsStatus: status,
      To: message.to,
      From: message.from,
      ApiVersion: "2010-04-01",
      ...(errorCode ? { ErrorCode: errorCode } : {}),
    });
  }

  const { server, url } = await listen(options.port ?? 0, async (request, body, path) => {
    if (request.method === "GET" && path.pathname === "/")
      return { status: 200, type: "text/html; charset=utf-8", body: page() };
    if (request.method === "GET" && path.pathname === "/_sim/messages") return json(200, messages);
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path.pathname);
    if (request.method !== "POST" || !match)
      return json(404, { code: 20404, message: "The requested resource was not found", status: 404 });
    if (request.headers.authorization !== authorization || match[1] !== options.accountSid)
      return json(401, { code: 20003, message: "Authenticate", status: 401 });
    const failure = failures.shift();
    if (failure)
      return json(failure.status, {
        code: failure.code,
        message: "Simulated failure",
        status: failure.status,
      });
    const form = Object.fromEntries(new URLSearchParams(body));
    const to = form.To ?? "";
    if (!/^\+\d{8,15}$/.test(to))
      return json(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        status: 400,
      });
    if (!form.Body) return json(400, { code: 21602, message: "Message body is required.", status: 400 });
    if (!form.From && !form.MessagingServiceSid)
      return json(400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
    if (stopped.has(to))
      return json(400, { code: 21610, message: "Attempt to send to unsubscribed recipient", status: 400 });
    const message: SimulatedSms = {
      sid: `SM${randomBytes(16).toString("hex")}`,
      to,
      from: form.From ?? form.MessagingServiceSid ?? "",
      body: form.Body,
      statusCallback: form.StatusCallback ?? null,
      status: "queued",
      at: new Date(),
    };
    messages.push(message);
    pending = pending.then(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const status of autoStatuses) await postStatus(message, status).catch(() => undefined);
    });
    return json(201, {
      sid: message.sid,
      account_sid: options.accountSid,
      to,
      from: message.from,
      body: message.body,
      status: "queued",
      num_segments: String(Math.ceil(message.body.length / 153) || 1),
      api_version: "2010-04-01",
    });
  });

  function page(): string {
    const rows = messages
      .map(
        (m) =>
          `<article data-status="${m.status}"><h2>${escapeHtml(m.to)}</h2><pre>${escapeHtml(m.body)}</pre><p class="meta">${m.status}</p></article>`,
      )
      .join("");
    return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Simulateur SMS</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:16px auto;padding:0 12px}article{background:#e5e7eb;border-radius:8px;padding:8px 12px;margin:8px 0}h2{font-size:14px;margin:0}pre{white-space:pre-wrap;font:inherit;margin:4px 0}.meta{color:#6b7280;font-size:12px;margin:0}</style></head>
<body><h1>Simulateur SMS</h1>${rows || "<p>Aucun SMS.</p>"}</body></html>`;
  }

  return {
    url,
    messages,
    failNext(count: number, status = 500, code = 20500) {
      for (let i = 0; i < count; i++) failures.push({ status, code });
    },
    async undelivered(sid: string, errorCode = "30003") {
      const message = messages.find((m) => m.sid === sid);
      if (message) await postStatus(message, "undelivered", errorCode);
    },
    /** The person texts our number; « STOP » also blocks it here, as Twilio's opt-out does. */
    async sendInbound(from: string, body: string, to = "+15005550006") {
      const word = body.trim().toUpperCase();
      if (["STOP", "ARRET", "ARRÊT", "UNSUBSCRIBE"].includes(word)) stopped.add(from);
      if (word === "START") stopped.delete(from);
      return signedPost(options.inboundUrl, {
        AccountSid: options.accountSid,
        MessageSid: `SM${randomBytes(16).toString("hex")}`,
        From: from,
        To: to,
        Body: body,
        NumMedia: "0",
        ...(stopped.has(from) ? { OptOutType: "STOP" } : {}),
      });
    },
    idle: () => pending,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsSimulator = Awaited<ReturnType<typeof startSmsSimulator>>;
