import type { OnlinePaymentStatus } from "#shared/payments/online-payment";
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderTransaction,
  ProviderUnavailable,
  WebhookRefused,
} from "./payment-provider";
import { verifyWebhookSignature } from "./webhook-signature";

export const FEDAPAY_BASES = {
  sandbox: "https://sandbox-api.fedapay.com",
  live: "https://api.fedapay.com",
} as const;

/** The header FedaPay signs its webhooks with. */
export const FEDAPAY_SIGNATURE_HEADER = "x-fedapay-signature";

/** FedaPay's currency table: XOF is currency 1 (a transaction read back gives `currency_id`). */
const CURRENCY_IDS: Record<number, string> = { 1: "XOF" };

/** Statuses in which FedaPay holds the payer's money (the SDK's `wasPaid`). */
const PAID = new Set([
  "approved",
  "transferred",
  "refunded",
  "approved_partially_refunded",
  "transferred_partially_refunded",
]);

export function fedapayStatus(status: unknown): OnlinePaymentStatus {
  if (typeof status !== "string") return "pending";
  if (PAID.has(status)) return "approved";
  if (status === "declined" || status === "canceled" || status === "expired") return status;
  return "pending";
}

type FedaPayTransaction = {
  id?: number | string;
  amount?: number;
  status?: string;
  currency_id?: number;
  currency?: { iso?: string };
  custom_metadata?: Record<string, unknown> | null;
};

export type FedaPayOptions = {
  secretKey: string;
  webhookSecret: string;
  /** `https://sandbox-api.fedapay.com`, `https://api.fedapay.com`, or a simulator / proxy. */
  apiBase: string;
  /** How long one call may take before the payer is told to retry. */
  timeoutMs?: number;
};

/**
 * FedaPay through its documented REST API (`/v1/transactions`, `/v1/transactions/:id/token`) with
 * `fetch`, not its SDK: the SDK keeps the key and the API base in process-wide statics and pulls axios
 * 0.28 (decision 079). Every call carries its own key and base, so two configurations (tests, two
 * accounts) never see each other's.
 */
export function fedapayProvider(options: FedaPayOptions): PaymentProvider {
  const base = options.apiBase.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`FedaPay unreachable: ${(error as Error).message}`, { cause: error });
    }
    const text = await response.text();
    if (!response.ok)
      throw new ProviderUnavailable(`FedaPay ${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ProviderUnavailable(`FedaPay ${method} ${path}: unreadable answer`, { cause: error });
    }
  }

  /** A transaction answer is `{"v1/transaction": {...}}`. */
  function transactionOf(answer: unknown): FedaPayTransaction {
    const wrapped = (answer as Record<string, unknown> | null)?.["v1/transaction"];
    const transaction = (wrapped ?? answer) as FedaPayTransaction | null;
    if (!transaction || transaction.id === undefined)
      throw new ProviderUnavailable("FedaPay: no transaction in answer");
    return transaction;
  }

  function toProviderTransaction(transaction: FedaPayTransaction): ProviderTransaction {
    const parcelId = transaction.custom_metadata?.parcel_id;
    return {
      transactionId: String(transaction.id),
      status: fedapayStatus(transaction.status),
      amount: Number(transaction.amount),
      currency: transaction.currency?.iso ?? CURRENCY_IDS[transaction.currency_id ?? -1] ?? null,
      parcelId: typeof parcelId === "string" ? parcelId : null,
    };
  }

  return {
    name: "fedapay",

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const [firstname, ...rest] = (request.customer.name ?? "").trim().split(/\s+/);
      const created = transactionOf(
        await call("POST", "/transactions", {
          description: request.description,
          amount: request.amountFcfa,
          currency: { iso: request.currency },
          callback_url: request.returnUrl,
          custom_metadata: {
            parcel_id: request.metadata.parcelId,
            payment_id: request.metadata.paymentId,
            reference: request.metadata.reference,
          },
          ...(request.customer.email
            ? {
                customer: {
                  email: request.customer.email,
                  firstname: firstname || undefined,
                  lastname: rest.join(" ") || undefined,
                },
              }
            : {}),
        }),
      );
      const token = (await call("POST", `/transactions/${encodeURIComponent(String(created.id))}/token`)) as {
        url?: string;
      };
      if (typeof token?.url !== "string") throw new ProviderUnavailable("FedaPay: no checkout URL");
      return { transactionId: String(created.id), checkoutUrl: token.url };
    },

    async readTransaction(transactionId: string): Promise<ProviderTransaction> {
      return toProviderTransaction(
        transactionOf(await call("GET", `/transactions/${encodeURIComponent(transactionId)}`)),
      );
    },

    verifyWebhook(rawBody, headers) {
      const header = headers[FEDAPAY_SIGNATURE_HEADER];
      verifyWebhookSignature(rawBody, Array.isArray(header) ? header[0] : header, options.webhookSecret);
      let event: { name?: unknown; entity?: { id?: unknown } };
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new WebhookRefused("body is not JSON");
      }
      const id = event?.entity?.id;
      if (typeof event?.name !== "string" || (typeof id !== "number" && typeof id !== "string"))
        throw new WebhookRefused("no event name or transaction id");
      return { name: event.name, transactionId: String(id) };
    },
  };
}
