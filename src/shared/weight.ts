/**
 * A parcel's weight as people type it and as the product accepts it (docs/product/request.md#weight,
 * decision 070): one reading of the typed text and one check of its bounds, shared by the server's
 * schema (parcel-fields.ts), the request wizard, the waiting request's date form and the public
 * calculator. No Zod here: the calculator's public page stays within its budget (decision 025).
 */
import { parseDecimal } from "./decimal";
import { kgToGrams } from "./pricing";

export const MAX_WEIGHT_KG = 1000;
/** The lightest parcel carried, in grams as the server stores weights. */
export const MIN_WEIGHT_GRAMS = 100;
export const WEIGHT_INVALID = "Veuillez indiquer un poids supérieur à 0";
export const WEIGHT_TOO_LOW = "Le poids minimum est de 0,1 kg";
export const WEIGHT_TOO_HIGH = `Le poids ne peut pas dépasser ${MAX_WEIGHT_KG} kg`;

/**
 * A typed weight in kilograms, or null when nothing readable was typed. A weight is typed like every
 * number of the product (decimal.ts): a comma or a point, spaces around ignored; "2,5" = "2.5" = 2.5,
 * "2," = 2 (a separator with no decimals yet is what someone typing "2,5" has on screen), ",5" = 0.5;
 * every decimal typed is kept (the gram is rounded later, kgToGrams). Empty, "abc", "-1", "+1", "1e3",
 * "1 000" and "2,5,1" give null. A number is taken as is when finite and not negative.
 */
export function parseWeightKg(typed: string | number | null | undefined): number | null {
  return parseDecimal(typed);
}

/**
 * What is wrong with a weight in kilograms, in the product's words, or null when it can be carried:
 * 0, a negative weight or no number at all is "no weight"; above 0, the minimum is compared in grams,
 * as stored, so 0.1 computed in floating point (0.3 - 0.2) still counts as 100 g.
 */
export function weightProblem(kg: number): string | null {
  if (!Number.isFinite(kg) || kg <= 0) return WEIGHT_INVALID;
  if (kgToGrams(kg) < MIN_WEIGHT_GRAMS) return WEIGHT_TOO_LOW;
  if (kg > MAX_WEIGHT_KG) return WEIGHT_TOO_HIGH;
  return null;
}
