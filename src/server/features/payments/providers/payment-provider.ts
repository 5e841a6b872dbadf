import type { OnlinePaymentStatus } from "#shared/payments/online-payment";

/**
 * What the product asks of a payment provider (decision 079). FedaPay is the first; another one
 * (PayGate Global, CinetPay, Stripe) is one file implementing this and the contract tests of
 * `payment-provider.contract.ts`. The product never trusts the browser nor a webhook's body for money:
 * it always reads the transaction back through `readTransaction` before acting.
 */
export interface PaymentProvider {
  /** Stored with each payment and in the webhook's path: `fedapay`. */
  readonly name: string;
  /** Opens a transaction for exactly this amount and answers where to send the payer. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The transaction as the provider has it now. */
  readTransaction(transactionId: string): Promise<ProviderTransaction>;
  /**
   * Checks a webhook's signature on its raw body (and its age) and answers the transaction it is about;
   * throws `WebhookRefused` otherwise.
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent;
}

export type CheckoutRequest = {
  /** Whole francs CFA (XOF): the amount the product already computed. */
  amountFcfa: number;
  currency: "XOF";
  /** Shown to the payer: the parcel's name and reference. */
  description: string;
  /** Where the provider sends the payer back. */
  returnUrl: string;
  /** Our ids, kept by the provider and read back to check the transaction is this parcel's. */
  metadata: { parcelId: string; paymentId: string; reference: string };
  customer: { email: string | null; name: string | null };
};

export type Checkout = { transactionId: string; checkoutUrl: string };

export type ProviderTransaction = {
  transactionId: string;
  status: OnlinePaymentStatus;
  amount: number;
  /** ISO code, null when the provider did not say. */
  currency: string | null;
  /** Our parcel id as we gave it at creation, null when absent. */
  parcelId: string | null;
};

export type WebhookEvent = { name: string; transactionId: string };

/** A webhook that must not be acted on: bad or missing signature, too old, unreadable. */
export class WebhookRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "WebhookRefused";
  }
}

/** The provider could not be reached or answered an error: nothing was decided. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailable";
  }
}
