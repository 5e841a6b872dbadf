import { DEFAULT_TARIFF, formatEuroAmount, formatEuros, formatFcfa, type Tariff } from "#shared/pricing";

/**
 * '12€/kg', the product's own spelling (docs/product/request.md#price), or '12,50€/kg' for a tariff
 * with cents. Falls back to the default tariff while the configuration loads or when it cannot be
 * fetched.
 */
export function formatTariffPerKg(tariff: Tariff | undefined): string {
  return `${formatEuroAmount((tariff ?? DEFAULT_TARIFF).centsPerKg, { omitZeroCents: true })}€/kg`;
}

/** '7 860 FCFA/kg', beside the '12€/kg' of formatTariffPerKg. */
export function formatFcfaPerKg(tariff: Tariff): string {
  return `${formatFcfa(tariff.fcfaPerKg)}/kg`;
}

/** '12€/kg (7 860 FCFA/kg)': the tariff under every price of a request and on the payment page. */
export function formatTariffWithFcfa(tariff: Tariff): string {
  return `${formatTariffPerKg(tariff)} (${formatFcfaPerKg(tariff)})`;
}

/** The per-kilo amount written large on the price banner: '12 €', or '12,50 €' with cents. */
export function formatTariffAmount(tariff: Tariff): string {
  return formatEuros(tariff.centsPerKg, { omitZeroCents: true });
}
