import { DEFAULT_TARIFF, formatEuroAmount, type Tariff } from "../../shared/pricing";

/**
 * '12€/kg', the seed's own spelling, or '12,50€/kg' for a tariff with cents. Falls back to the
 * seed's tariff while the configuration loads or when it cannot be fetched.
 */
export function formatTariffPerKg(tariff: Tariff | undefined): string {
  return `${formatEuroAmount((tariff ?? DEFAULT_TARIFF).centsPerKg, { omitZeroCents: true })}€/kg`;
}
