import { randomUUID } from "node:crypto";
import { RECIPIENT_TEMPLATES } from "#shared/parcels/parcel-messages";
import { metaHubSignature } from "./provider-signatures";
import { type Deliver, deliverOverHttp, escapeHtml, json, listen } from "./simulator-http";

/** The templates an operator submits to Meta (decision 081): the simulator knows them as Meta would. */
const APPROVED_TEMPLATES: Record<string, string> = Object.fromEntries(
  Object.values(RECIPIENT_TEMPLATES).map((template) => [template.name, template.body]),
);

export type SimulatedWhatsappMessage = {
  id: string;
  to: string;
  template: string;
  params: string[];
  status: "sent" | "delivered" | "read" | "failed";
  at: Date;
};

export type WhatsappSimulatorOptions = {
  port?: number;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  /** The product's webhook (PUBLIC_URL/api/webhooks/whatsapp), as registered in Meta's dashboard. */
  webhookUrl: string;
  /** Statuses posted after each accepted message, in order (Meta: sent, delivered, then read). */
  autoStatuses?: ("sent" | "delivered" | "read")[];
  deliver?: Deliver;
  /** Shows each template's text on the simulator's page: `{{1}}`… replaced by the parameters. */
  templateTexts?: Record<string, string>;
};

/**
 * A local stand-in for the WhatsApp Business Cloud API (decision 081), speaking the same HTTP: it
 * accepts `POST /{version}/{phone-number-id}/messages` with the bearer token and a template message,
 * answers `{ messages: [{ id: "wamid.…" }] }`, then posts the statuses to the webhook signed with
 * `X-Hub-Signature-256` as Meta does. `GET /` shows each number's conversation, like a phone would.
 * Test controls: `failNext(n, status, code)`, `sendInbound(from, text)`, `idle()`.
 */
export async function startWhatsappSimulator(options: WhatsappSimulatorOptions) {
  const messages: SimulatedWhatsappMessage[] = [];
  const deliver = options.deliver ?? deliverOverHttp;
  const autoStatuses = options.autoStatuses ?? ["sent", "delivered"];
  const failures: { status: number; code: number }[] = [];
  let pending: Promise<unknown> = Promise.resolve();

  async function post(value: unknown) {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ id: "WABA-SIM", changes: [{ field: "messages", value }] }],
    });
    return deliver(options.webhookUrl, {
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": metaHubSignature(body, options.appSecret),
      },
      body,
    });
  }
  const metadata = { display_phone_number: "22890000099", phone_number_id: options.phoneNumberId };

  async function postStatus(
    message: SimulatedWhatsappMessage,
    status: SimulatedWhatsappMessage["status"],
    errors?: unknown[],
  ) {
    message.status = status;
    await post({
      messaging_product: "whatsapp",
      metadata,
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.to,
          ...(errors ? { errors } : {}),
        },
      ],
    });
  }

  const { server, url } = await listen(options.port ?? 0, async (request, body, path) => {
    if (request.method === "GET" && path.pathname === "/")
      return { status: 200, type: "text/html; charset=utf-8", body: page() };
    if (request.method === "GET" && path.pathname === "/_sim/messages") return json(200, messages);
    const match = /^\/v[\d.]+\/([^/]+)\/messages$/.exec(path.pathname);
    if (request.method !== "POST" || !match)
      return json(404, { error: { message: "Unknown path", code: 803 } });
    if (request.headers.authorization !== `Bearer ${options.accessToken}`)
      return json(401, {
        error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
      });
    if (match[1] !== options.phoneNumberId)
      return json(400, {
        error: { message: "Unsupported post request.", type: "GraphMethodException", code: 100 },
      });
    const failure = failures.shift();
    if (failure) return json(failure.status, { error: { message: "Simulated failure", code: failure.code } });
    const input = JSON.parse(body) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; components?: { type: string; parameters?: { text?: string }[] }[] };
    };
    if (
      input.messaging_product !== "whatsapp" ||
      input.type !== "template" ||
      !input.to ||
      !input.template?.name
    )
      return json(400, { error: { message: "(#100) Invalid parameter", code: 100 } });
    const params =
      input.template.components?.find((c) => c.type === "body")?.parameters?.map((p) => p.text ?? "") ?? [];
    const message: SimulatedWhatsappMessage = {
      id: `wamid.SIM${randomUUID().replaceAll("-", "")}`,
      to: input.to,
      template: input.template.name,
      params,
      status: "sent",
      at: new Date(),
    };
    messages.push(message);
    // After answering, as Meta does: the statuses arrive on their own.
    pending = pending.then(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const status of autoStatuses) await postStatus(message, status).catch(() => undefined);
    });
    return json(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: input.to, wa_id: input.to }],
      messages: [{ id: message.id }],
    });
  });

  function text(message: SimulatedWhatsappMessage): string {
    const template = (options.templateTexts ?? APPROVED_TEMPLATES)[message.template];
    if (!template) return `${message.template} : ${message.params.join(" | ")}`;
    return template.replace(/\{\{(\d+)\}\}/g, (_all, n: string) => message.params[Number(n) - 1] ?? "");
  }

  function page(): string {
    const byNumber = new Map<string, SimulatedWhatsappMessage[]>();
    for (const message of messages) byNumber.set(message.to, [...(byNumber.get(message.to) ?? []), message]);
    const sections = [...byNumber].map(
      ([to, list]) =>
        `<section><h2>+${escapeHtml(to)}</h2>${list
          .map(
            (m) =>
              `<article data-status="${m.status}"><pre>${escapeHtml(text(m))}</pre><p class="meta">${escapeHtml(m.template)} · ${m.status}</p></article>`,
          )
          .join("")}</section>`,
    );
    return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Simulateur WhatsApp</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:16px auto;padding:0 12px;background:#efeae2}article{background:#d9fdd3;border-radius:8px;padding:8px 12px;margin:8px 0}pre{white-space:pre-wrap;font:inherit;margin:0}.meta{color:#667781;font-size:12px;margin:4px 0 0}</style></head>
<body><h1>Simulateur WhatsApp</h1>${sections.join("") || "<p>Aucun message.</p>"}</body></html>`;
  }

  return {
    url,
    messages,
    text,
    /** The next `count` sends answer this HTTP status and Graph error code. */
    failNext(count: number, status = 500, code = 131000) {
      for (let i = 0; i < count; i++) failures.push({ status, code });
    },
    /** Reports a message as failed (e.g. 131050: the person stopped the business's messages). */
    async fail(messageId: string, code: number, title: string) {
      const message = messages.find((m) => m.id === messageId);
      if (message) await postStatus(message, "failed", [{ code, title, message: title }]);
    },
    async read(messageId: string) {
      const message = messages.find((m) => m.id === messageId);
      if (message) await postStatus(message, "read");
    },
    /** The person writes to the business (e.g. « STOP »). */
    sendInbound(from: string, body: string) {
      return post({
        messaging_product: "whatsapp",
        metadata,
        contacts: [{ wa_id: from, profile: { name: "Simulé" } }],
        messages: [
          {
            from,
            id: `wamid.IN${randomUUID().replaceAll("-", "")}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: "text",
            text: { body },
          },
        ],
      });
    },
    /** Resolves once every status webhook queued so far was posted. */
    idle: () => pending,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsappSimulator = Awaited<ReturnType<typeof startWhatsappSimulator>>;
