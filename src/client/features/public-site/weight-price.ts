import { formatEuros, formatFcfa, kgToGrams, priceForWeight, type Tariff } from "#shared/pricing";

/** Above this, the calculator stops: a typo such as 2350 kg should not show a five-figure price. */
export const MAX_CALCULATOR_KG = 1000;

/**
 * What the weight box holds, in kilograms, or null when there is nothing to price. French
 * keyboards type a comma, so "2,35" counts as 2.35.
 */
export function parseWeightKg(text: string): number | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(normalised)) return null;
  const kg = Number(normalised);
  return kg > 0 && kg <= MAX_CALCULATOR_KG ? kg : null;
}

/** The two amounts the calculator shows, formatted the way every price in the product is. */
export function formattedPrice(kg: number, tariff: Tariff): { euros: string; fcfa: string } {
  const price = priceForWeight(kgToGrams(kg), tariff);
  return { euros: formatEuros(price.cents), fcfa: formatFcfa(price.fcfa) };
}

/** '7 860 FCFA/kg', beside the '12€/kg' of formatTariffPerKg. */
export function formatFcfaPerKg(tariff: Tariff): string {
  return `${formatFcfa(tariff.fcfaPerKg)}/kg`;
}

/** The per-kilo amount written large on the price banner: '12 €', or '12,50 €' with cents. */
export function formatTariffAmount(tariff: Tariff): string {
  return formatEuros(tariff.centsPerKg, { omitZeroCents: true });
}
