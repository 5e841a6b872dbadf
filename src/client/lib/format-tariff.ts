import { formatFrenchNumber } from "../../shared/french-number";
import { DEFAULT_TARIFF, type Tariff } from "../../shared/pricing";

/**
 * '12€/kg', the seed's own spelling, or '12,50€/kg' for a tariff with cents. Falls back to the
 * seed's tariff while the configuration loads or when it cannot be fetched.
 */
export function formatTariffPerKg(tariff: Tariff | undefined): string {
  const cents = (tariff ?? DEFAULT_TARIFF).centsPerKg;
  return `${formatFrenchNumber(cents / 100, { min: cents % 100 === 0 ? 0 : 2 })}€/kg`;
}
