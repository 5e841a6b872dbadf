import { DEFAULT_TARIFF, type Tariff } from "../../shared/pricing";

const WHOLE = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * '12€/kg', the seed's own spelling, or '12,50€/kg' for a tariff with cents. Falls back to the
 * seed's tariff while the configuration loads or when it cannot be fetched.
 */
export function formatTariffPerKg(tariff: Tariff | undefined): string {
  const cents = (tariff ?? DEFAULT_TARIFF).centsPerKg;
  const format = cents % 100 === 0 ? WHOLE : WITH_CENTS;
  return `${format.format(cents / 100)}€/kg`;
}
