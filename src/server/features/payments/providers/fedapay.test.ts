import { WebhookSignature } from "fedapay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FedaPaySimulator, startFedaPaySimulator } from "#server/dev/fedapay-simulator";
import { FEDAPAY_VECTOR } from "#server/test/webhook-signature-vectors";
import { fedapayProvider, fedapayStatus } from "./fedapay";
import { type PaymentProvider, ProviderUnavailable, WebhookRefused } from "./payment-provider";
import { signWebhook, verifyWebhookSignature } from "./webhook-signature";

const SECRET = "wh_sandbox_contrat";
const KEY = "sk_sandbox_contrat";
const now = () => Math.floor(Date.now() / 1000);

describe("FedaPay's webhook signature", () => {
  const body = JSON.stringify({ name: "transaction.approved", entity: { id: 7 } });

  it("is the one FedaPay's own SDK checks, both ways", () => {
    const ours = signWebhook(body, SECRET, now());
    expect(WebhookSignature.verifyHeader(body, ours, SECRET, 300)).toBe(true);
    const theirs = `t=${now()},s=${WebhookSignature.computeSignature(`${now()}.${body}`, SECRET)}`;
    expect(() => verifyWebhookSignature(body, theirs, SECRET)).not.toThrow();
  });

  it("gives and accepts the signature computed with OpenSSL (decision 093), at its own time", () => {
    const { body, secret, timestamp, header } = FEDAPAY_VECTOR;
    expect(signWebhook(body, secret, timestamp)).toBe(header);
    expect(() => verifyWebhookSignature(body, header, secret, timestamp + 60)).not.toThrow();
    expect(() => verifyWebhookSignature(body.replace("15720", "15721"), header, secret, timestamp)).toThrow(
      WebhookRefused,
    );
  });

  it("refuses a wrong secret, another body, an old or future timestamp, and malformed headers", () => {
    const refused = (header: string | undefined, raw = body) => {
      try {
        verifyWebhookSignature(raw, header, SECRET);
        return "accepted";
      } catch (error) {
        expect(error).toBeInstanceOf(WebhookRefused);
        return (error as WebhookRefused).reason;
      }
    };
    expect(refused(signWebhook(body, "wh_autre", now()))).toBe("signature does not match");
    expect(refused(signWebhook(body, SECRET, now()), `${body} `)).toBe("signature does not match");
    expect(refused(signWebhook(body, SECRET, now() - 301))).toBe("timestamp outside the tolerance");
    expect(refused(signWebhook(body, SECRET, now() + 301))).toBe("timestamp outside the tolerance");
    for (const header of [undefined, "", "t=abc,s=00", "s=zz", `t=${now()}`, "garbage=1=2"]) {
      expect(refused(header)).not.toBe("accepted");
    }
  });
});

describe("FedaPay statuses", () => {
  it("counts as paid what FedaPay's SDK counts as paid", () => {
    for (const paid of ["approved", "transferred", "refunded", "approved_partially_refunded"])
      expect(fedapayStatus(paid)).toBe("approved");
    expect(fedapayStatus("declined")).toBe("declined");
    expect(fedapayStatus("canceled")).toBe("canceled");
    expect(fedapayStatus("expired")).toBe("expired");
    expect(fedapayStatus("pending")).toBe("pending");
    expect(fedapayStatus(undefined)).toBe("pending");
  });
});

/**
 * The provider contract (decision 079), here for FedaPay against its simulator: what any provider
 * file must pass — a checkout for the exact amount, the transaction read back with our parcel id, a
 * signed webhook naming it, an unreachable provider reported as such.
 */
describe("FedaPay provider contract, on the simulator", () => {
  let simulator: FedaPaySimulator;
  let provider: PaymentProvider;
  const webhooks: { body: string; signature: string }[] = [];

  beforeAll(async () => {
    simulator = await startFedaPaySimulator({
      secretKey: KEY,
      webhookSecret: SECRET,
      webhook: async (body, signature) => {
        webhooks.push({ body, signature });
      },
    });
    provider = fedapayProvider({ secretKey: KEY, webhookSecret: SECRET, apiBase: simulator.url });
  });
  afterAll(() => simulator.close());

  it("opens a checkout for the exact amount and reads it back, then names it in a signed webhook", async () => {
    const checkout = await provider.createCheckout({
      amountFcfa: 15_720,
      currency: "XOF",
      description: "Colibri — test",
      returnUrl: "http://localhost/paiement/pkg_1?paiement-en-ligne=retour",
      metadata: { parcelId: "pkg_1", paymentId: "pay_1", reference: "CLB-1" },
      customer: { email: "awa@mail.com", name: "Awa Mensah" },
    });
    expect(checkout.checkoutUrl).toMatch(/\/checkout\//);
    expect(await provider.readTransaction(checkout.transactionId)).toEqual({
      transactionId: checkout.transactionId,
      status: "pending",
      amount: 15_720,
      currency: "XOF",
      parcelId: "pkg_1",
    });
    await simulator.settle(Number(checkout.transactionId), "approved");
    const event = webhooks.at(-1);
    expect(provider.verifyWebhook(event?.body ?? "", { "x-fedapay-signature": event?.signature })).toEqual({
      name: "transaction.approved",
      transactionId: checkout.transactionId,
    });
    expect((await provider.readTransaction(checkout.transactionId)).status).toBe("approved");
  });

  it("reports a wrong key or an unreachable API as ProviderUnavailable, never as a status", async () => {
    const wrongKey = fedapayProvider({ secretKey: "sk_faux", webhookSecret: SECRET, apiBase: simulator.url });
    await expect(wrongKey.readTransaction("1")).rejects.toBeInstanceOf(ProviderUnavailable);
    const down = fedapayProvider({
      secretKey: KEY,
      webhookSecret: SECRET,
      apiBase: "http://127.0.0.1:9",
      timeoutMs: 2000,
    });
    await expect(down.readTransaction("1")).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
