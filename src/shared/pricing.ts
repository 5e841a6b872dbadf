import { formatFrenchNumber } from "./french-number";

/**
 * Prices (docs/product/request.md#price, decision 004): euros as integer cents, FCFA (XOF, no minor
 * unit) as whole francs, weight as integer grams. Both per-kg figures come from configuration;
 * DEFAULT_TARIFF is the specification's default.
 */
export type Tariff = { centsPerKg: number; fcfaPerKg: number };

/** 12 € per kg, equal to 7 860 FCFA per kg (docs/product/request.md#price). */
export const DEFAULT_TARIFF: Tariff = { centsPerKg: 1200, fcfaPerKg: 7860 };

export type Price = { cents: number; fcfa: number };

// Non-negative integers only, so amount × rate stays an exact integer (well under 2^53).
function roundedThousandths(value: number): number {
  return Math.floor((value + 500) / 1000);
}

function assertWholeNonNegative(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} doit être un entier positif ou nul : ${value}`);
  }
}

/** Price of a weight: grams × rate per kg / 1000, rounded half up to the cent and to the franc. */
export function priceForWeight(weightGrams: number, tariff: Tariff = DEFAULT_TARIFF): Price {
  assertWholeNonNegative(weightGrams, "Le poids en grammes");
  assertWholeNonNegative(tariff.centsPerKg, "Le tarif en centimes");
  assertWholeNonNegative(tariff.fcfaPerKg, "Le tarif en FCFA");
  return {
    cents: roundedThousandths(weightGrams * tariff.centsPerKg),
    fcfa: roundedThousandths(weightGrams * tariff.fcfaPerKg),
  };
}

/**
 * An amount of euros in FCFA at the tariff's own ratio (7 860 FCFA for 12 €: 655 FCFA per euro), rounded
 * half up to the franc: the declared values of a parcel's contents are shown with FCFA beside
 * (docs/product/contents-and-customs.md#contents), at the ratio the client pays by.
 */
export function centsToFcfa(cents: number, tariff: Tariff = DEFAULT_TARIFF): number {
  assertWholeNonNegative(cents, "Le montant en centimes");
  return Math.floor((2 * cents * tariff.fcfaPerKg + tariff.centsPerKg) / (2 * tariff.centsPerKg));
}

/** Forms speak kilograms (step 0.1); rounding absorbs float noise such as 2.35 × 1000 = 2350.0000000000005. */
export function kgToGrams(kg: number): number {
  return Math.round(kg * 1000);
}

type EuroOptions = { omitZeroCents?: boolean };

/** '1,20', or '12' rather than '12,00' with `omitZeroCents`: an amount of euros without its symbol. */
export function formatEuroAmount(cents: number, { omitZeroCents = false }: EuroOptions = {}): string {
  return formatFrenchNumber(cents / 100, { min: omitZeroCents && cents % 100 === 0 ? 0 : 2 });
}

/**
 * '1,20 €', or '12 €' with `omitZeroCents`. Thousands are separated by a narrow no-break space
 * (U+202F) and the symbol by a no-break space (U+00A0), as Intl does: an amount never wraps.
 */
export function formatEuros(cents: number, options: EuroOptions = {}): string {
  return `${formatEuroAmount(cents, options)}\u00a0€`;
}

/** '7 860 FCFA', with the same no-break spaces as formatEuros. */
export function formatFcfa(francs: number): string {
  return `${formatFrenchNumber(francs)}\u00a0FCFA`;
}

/** A price as written on screen: '28,20 €' and '18 471 FCFA'. */
export type PriceText = { euros: string; fcfa: string };

/**
 * What a weight in kilograms costs, in both currencies, written the French way: the one way a typed
 * weight is priced for display (the public calculator, the home page's examples, the request wizard).
 */
export function formatWeightPrice(kg: number, tariff: Tariff): PriceText {
  const price = priceForWeight(kgToGrams(kg), tariff);
  return { euros: formatEuros(price.cents), fcfa: formatFcfa(price.fcfa) };
}
