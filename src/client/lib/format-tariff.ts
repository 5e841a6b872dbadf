import { DEFAULT_TARIFF, formatEuroAmount, type Tariff } from "#shared/pricing";

/**
 * '12€/kg', the product's own spelling (docs/product/request.md#price), or '12,50€/kg' for a tariff
 * with cents. Falls back to the default tariff while the configuration loads or when it cannot be
 * fetched.
 */
export function formatTariffPerKg(tariff: Tariff | undefined): string {
  return `${formatEuroAmount((tariff ?? DEFAULT_TARIFF).centsPerKg, { omitZeroCents: true })}€/kg`;
}
