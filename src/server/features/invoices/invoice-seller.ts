import type { Config } from "#server/config/config";
import { type Seller, VAT_EXEMPT_MENTION } from "#shared/invoices";

/** The carrier as its documents name it, from the settings (docs/product/accounting.md#settings). */
export function invoiceSeller(config: Config): Seller {
  return {
    name: config.INVOICE_SELLER_NAME,
    address: config.INVOICE_SELLER_ADDRESS.split("|")
      .map((line) => line.trim())
      .filter(Boolean),
    siret: config.INVOICE_SELLER_SIRET,
    vatNumber: config.INVOICE_VAT_RATE === undefined ? null : (config.INVOICE_VAT_NUMBER ?? null),
    vat:
      config.INVOICE_VAT_RATE === undefined
        ? { kind: "exempt", mention: VAT_EXEMPT_MENTION }
        : { kind: "rate", basisPoints: config.INVOICE_VAT_RATE },
  };
}
