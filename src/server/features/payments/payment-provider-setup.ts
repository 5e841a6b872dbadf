import type { Config } from "#server/config/config";
import { FEDAPAY_BASES, fedapayProvider } from "./providers/fedapay";
import type { PaymentProvider } from "./providers/payment-provider";

/** The keys of the local simulator (decision 079): public, and refused in production by the config. */
export const SIMULATOR_KEYS = {
  secretKey: "sk_simulator_colibri_demo",
  webhookSecret: "wh_simulator_colibri_demo",
} as const;

/**
 * The payment provider the settings describe, or null: without FedaPay settings online payment is not
 * offered and the product works as before (docs/product/online-payment.md#settings).
 */
export function paymentProviderFrom(config: Config): PaymentProvider | null {
  const environment = config.FEDAPAY_ENVIRONMENT;
  if (!environment) return null;
  if (environment === "simulator") {
    // The simulator's address is known once it listens (main.ts): without it, nothing to offer.
    if (!config.FEDAPAY_API_URL) return null;
    return fedapayProvider({
      secretKey: config.FEDAPAY_SECRET_KEY ?? SIMULATOR_KEYS.secretKey,
      webhookSecret: config.FEDAPAY_WEBHOOK_SECRET ?? SIMULATOR_KEYS.webhookSecret,
      apiBase: config.FEDAPAY_API_URL,
    });
  }
  if (!config.FEDAPAY_SECRET_KEY || !config.FEDAPAY_WEBHOOK_SECRET) return null;
  return fedapayProvider({
    secretKey: config.FEDAPAY_SECRET_KEY,
    webhookSecret: config.FEDAPAY_WEBHOOK_SECRET,
    apiBase: config.FEDAPAY_API_URL ?? FEDAPAY_BASES[environment],
  });
}
