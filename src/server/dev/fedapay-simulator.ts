import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fedapaySignatureHeader } from "#server/simulators/provider-signatures";

/**
 * A local FedaPay for the development demo and the tests (decision 079): the same HTTP API the app's
 * FedaPay client calls (`POST /v1/transactions`, `POST /v1/transactions/:id/token`, `GET
 * /v1/transactions/:id`, bearer key checked), a French checkout page with `Simuler un paiement réussi` /
 * `Simuler un échec`, and webhooks signed like FedaPay's (`x-fedapay-signature`). It is a separate
 * server: the app talks to it over HTTP exactly as to FedaPay, with no test double inside the app.
 */

export type SimulatedTransaction = {
  id: number;
  reference: string;
  description: string;
  amount: number;
  currency_id: number;
  callback_url: string;
  status: "pending" | "approved" | "declined" | "canceled" | "expired";
  mode: string | null;
  custom_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  token: string;
};

export type WebhookDelivery = (body: string, signature: string) => Promise<void>;

export type FedaPaySimulatorOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where signed webhooks go: a URL (the demo), or a function (tests calling `app.inject`). */
  webhook: string | WebhookDelivery;
  port?: number;
  host?: string;
  /** The address the checkout page is reached at, when not the one the server listens on. */
  publicBase?: string;
  /**
   * Mobile Money is approved on the payer's phone after the checkout: with a delay, a click on
   * `Simuler un paiement réussi` sends the payer back at once with the transaction still pending, and
   * the approval (and its webhook) comes this long after the app first reads the transaction again —
   * as the payer's return page does — or after 30 s at the latest. 0 (the default): at once.
   */
  approvalDelayMs?: number;
  /** How long each API call waits before answering (a slow provider); changeable later as `apiDelayMs`. */
  apiDelayMs?: number;
};

export interface FedaPaySimulator {
  url: string;
  transactions: Map<number, SimulatedTransaction>;
  /** false: the next webhooks are lost, as when the app is down (the reconciliation finds them). */
  deliverWebhooks: boolean;
  /** Each API call (`/v1/…`) answers this long after it arrived: a provider answering slowly. */
  apiDelayMs: number;
  /** true: every API call answers 503, as a provider down. */
  failApiCalls: boolean;
  /** API calls received and not yet answered. */
  readonly apiCallsInFlight: number;
  /** Every webhook sent (or lost), in order: body and signature header. */
  sent: { body: string; signature: string; lost: boolean }[];
  /** What a payer's click does: the new status, then the webhook. */
  settle(id: number, status: "approved" | "declined" | "canceled" | "expired", mode?: string): Promise<void>;
  /** Sends again the event of a transaction as it is now (a provider retrying a webhook). */
  resend(id: number): Promise<void>;
  /** Changes the amount FedaPay reports (a tampered or mistaken transaction). */
  tamper(
    id: number,
    change: Partial<Pick<SimulatedTransaction, "amount" | "currency_id" | "custom_metadata">>,
  ): void;
  close(): Promise<void>;
}

const MODES = [
  { value: "mixx_tg", label: "Mixx by Yas (Mobile Money)" },
  { value: "moov_tg", label: "Moov Money (Flooz)" },
  { value: "card", label: "Carte bancaire (Visa, Mastercard)" },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startFedaPaySimulator(options: FedaPaySimulatorOptions): Promise<FedaPaySimulator> {
  const transactions = new Map<number, SimulatedTransaction>();
  const byToken = new Map<string, number>();
  let nextId = 100_001;
  const sent: FedaPaySimulator["sent"] = [];
  let inFlight = 0;

  const deliver: WebhookDelivery =
    typeof options.webhook === "function"
      ? options.webhook
      : async (body, signature) => {
          await fetch(options.webhook as string, {
            method: "POST",
            headers: { "content-type": "application/json", "x-fedapay-signature": signature },
            body,
            signal: AbortSignal.timeout(10_000),
          });
        };

  const publicView = ({ token: _token, ...transaction }: SimulatedTransaction) => ({
    klass: "v1/transaction",
    ...transaction,
  });

  async function sendEvent(transaction: SimulatedTransaction) {
    const body = JSON.stringify({
      name: `transaction.${transaction.status}`,
      object: "transaction",
      entity: publicView(transaction),
    });
    const signature = fedapaySignatureHeader(body, options.webhookSecret, Math.floor(Date.now() / 1000));
    const lost = !simulator.deliverWebhooks;
    sent.push({ body, signature, lost });
    if (lost) return;
    try {
      await deliver(body, signature);
    } catch {
      // The app is down: FedaPay would retry; the app's reconciliation finds the transaction anyway.
    }
  }

  async function settle(id: number, status: SimulatedTransaction["status"], mode?: string) {
    const transaction = transactions.get(id);
    if (!transaction) throw new Error(`no transaction ${id}`);
    const now = new Date().toISOString();
    Object.assign(transaction, {
      status,
      mode: mode ?? transaction.mode,
      updated_at: now,
      approved_at: status === "approved" ? now : transaction.approved_at,
    });
    await sendEvent(transaction);
  }

  /** Approvals waiting for the payer's phone: confirmed `delay` after the next read, or at the latest. */
  const onPhone = new Map<number, () => void>();
  function awaitPhone(id: number, delay: number, mode: string | undefined) {
    let done = false;
    const confirm = () => {
      if (done) return;
      done = true;
      onPhone.delete(id);
      clearTimeout(latest);
      void settle(id, "approved", mode);
    };
    const latest = setTimeout(confirm, 30_000);
    onPhone.set(id, () => setTimeout(confirm, delay));
  }

  function checkoutPage(transaction: SimulatedTransaction): string {
    const amount = `${new Intl.NumberFormat("fr-FR").format(transaction.amount)}\u202fFCFA`;
    const modes = MODES.map(
      (mode, index) =>
        `<label><input type="radio" name="mode" value="${mode.value}"${index === 0 ? " checked" : ""}> ${mode.label}</label>`,
    ).join("");
    const done = transaction.status !== "pending";
    return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement FedaPay (simulateur)</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
fieldset{border:1px solid #d6d3d1;border-radius:.5rem;margin:1rem 0;padding:.75rem}label{display:block;padding:.35rem 0}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;border-radius:.5rem;border:0;font-size:1rem;cursor:pointer}
.ok{background:#15803d;color:#fff}.ko{background:#e7e5e4;color:#1c1917}.amount{font-size:1.6rem;font-weight:700}</style></head>
<body><p>Simulateur FedaPay — aucun argent réel</p><h1>Paiement</h1>
<p>${escapeHtml(transaction.description)}</p><p class="amount">${amount}</p>
${
  done
    ? `<p>Cette transaction est déjà traitée (${transaction.status}).</p>`
    : `<form method="post" action="/checkout/${transaction.token}/pay"><fieldset><legend>Moyen de paiement</legend>${modes}</fieldset>
<button class="ok" name="result" value="approved" type="submit">Simuler un paiement réussi</button>
<button class="ko" name="result" value="declined" type="submit">Simuler un échec</button></form>`
}</body></html>`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://simulator");
    const path = url.pathname;
    const checkout = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(path);
    if (checkout) {
      const transaction = transactions.get(byToken.get(checkout[1] ?? "") ?? -1);
      if (!transaction) return json(response, 404, { message: "Transaction introuvable" });
      if (!checkout[2]) {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return response.end(checkoutPage(transaction));
      }
      const form = new URLSearchParams(await readBody(request));
      if (transaction.status === "pending") {
        const approved = form.get("result") === "approved";
        const mode = form.get("mode") ?? undefined;
        const delay = approved ? (options.approvalDelayMs ?? 0) : 0;
        if (delay > 0) awaitPhone(transaction.id, delay, mode);
        else await settle(transaction.id, approved ? "approved" : "declined", mode);
      }
      const back = new URL(transaction.callback_url);
      back.searchParams.set("id", String(transaction.id));
      back.searchParams.set("status", transaction.status);
      response.writeHead(303, { location: back.toString() });
      return response.end();
    }
    if (path.startsWith("/v1/") && simulator.apiDelayMs > 0) {
      inFlight++;
      await new Promise((resolve) => setTimeout(resolve, simulator.apiDelayMs));
      inFlight--;
    }
    if (path.startsWith("/v1/") && simulator.failApiCalls)
      return json(response, 503, { message: "Service Unavailable" });
    if (request.headers.authorization !== `Bearer ${options.secretKey}`)
      return json(response, 401, { message: "Unauthenticated." });
    if (request.method === "POST" && path === "/v1/transactions") {
      const body = JSON.parse((await readBody(request)) || "{}");
      if (!Number.isInteger(body.amount) || body.amount <= 0 || body.currency?.iso !== "XOF")
        return json(response, 422, { message: "Invalid amount or currency" });
      const now = new Date().toISOString();
      const transaction: SimulatedTransaction = {
        id: nextId++,
        reference: `trx_sim_${randomBytes(4).toString("hex")}`,
        description: String(body.description ?? ""),
        amount: body.amount,
        currency_id: 1,
        callback_url: String(body.callback_url ?? ""),
        status: "pending",
        mode: null,
        custom_metadata: body.custom_metadata ?? {},
        created_at: now,
        updated_at: now,
        approved_at: null,
        token: randomBytes(12).toString("hex"),
      };
      transactions.set(transaction.id, transaction);
      byToken.set(transaction.token, transaction.id);
      return json(response, 200, { "v1/transaction": publicView(transaction) });
    }
    const item = /^\/v1\/transactions\/(\d+)(\/token)?$/.exec(path);
    const transaction = item ? transactions.get(Number(item[1])) : undefined;
    if (item && !transaction) return json(response, 404, { message: "Transaction not found" });
    if (transaction && request.method === "POST" && item?.[2]) {
      return json(response, 200, {
        token: transaction.token,
        url: `${simulator.url}/checkout/${transaction.token}`,
      });
    }
    if (transaction && request.method === "GET" && !item?.[2]) {
      const phone = onPhone.get(transaction.id);
      if (phone) {
        onPhone.delete(transaction.id);
        phone();
      }
      return json(response, 200, { "v1/transaction": publicView(transaction) });
    }
    return json(response, 404, { message: "Not found" });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => json(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const address = server.address() as AddressInfo;

  const simulator: FedaPaySimulator = {
    url: (options.publicBase ?? `http://127.0.0.1:${address.port}`).replace(/\/+$/, ""),
    transactions,
    deliverWebhooks: true,
    apiDelayMs: options.apiDelayMs ?? 0,
    failApiCalls: false,
    get apiCallsInFlight() {
      return inFlight;
    },
    sent,
    settle,
    async resend(id) {
      const transaction = transactions.get(id);
      if (transaction) await sendEvent(transaction);
    },
    tamper(id, change) {
      const transaction = transactions.get(id);
      if (transaction) Object.assign(transaction, change);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const id of [...onPhone.keys()]) onPhone.delete(id);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return simulator;
}
