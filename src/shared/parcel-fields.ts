/**
 * The fields of a parcel request (description, weight, dimensions, product link) and their French
 * messages, apart from parcel-request.ts, which also reads phones: the screens that only check a weight
 * (a waiting request's date, the admin's departures) do not load libphonenumber-js (decision 053).
 */
import { z } from "zod";
import { WEIGHT_INVALID, weightProblem } from "./weight";

// The weight's bounds and messages live with its reading (weight.ts), without Zod; named here too,
// beside the other fields' messages.
export {
  MAX_WEIGHT_KG,
  MIN_WEIGHT_GRAMS,
  WEIGHT_INVALID,
  WEIGHT_TOO_HIGH,
  WEIGHT_TOO_LOW,
} from "./weight";

export const PARCEL_DESCRIPTION_MAX_LENGTH = 2000;
export const PARCEL_DESCRIPTION_REQUIRED = "La description du colis est requise";
export const PARCEL_DESCRIPTION_TOO_LONG = `La description ne doit pas dépasser ${PARCEL_DESCRIPTION_MAX_LENGTH} caractères`;
export const MAX_DIMENSION_CM = 500;
export const DIMENSION_INVALID = `Chaque dimension doit être comprise entre 0 et ${MAX_DIMENSION_CM} cm`;
export const PRODUCT_LINK_INVALID = "Lien du produit invalide";

export const descriptionSchema = z
  .string({ error: PARCEL_DESCRIPTION_REQUIRED })
  .trim()
  .min(1, PARCEL_DESCRIPTION_REQUIRED)
  .max(PARCEL_DESCRIPTION_MAX_LENGTH, PARCEL_DESCRIPTION_TOO_LONG);

/**
 * Weight in kg, checked by the one rule of weight.ts (weightProblem), which the browser applies too.
 * Decision: no multipleOf check (0.3 % 0.1 ≠ 0 in floating point); the server keeps whole grams, so
 * any precision is accepted and rounded to the gram. One message per weight: a weight of 0 is "greater
 * than 0", not that and "minimum 0,1 kg" together.
 */
export const weightKgSchema = z.number({ error: WEIGHT_INVALID }).superRefine((kg, ctx) => {
  const problem = weightProblem(kg);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const dimensionSchema = z
  .number({ error: DIMENSION_INVALID })
  .positive(DIMENSION_INVALID)
  .max(MAX_DIMENSION_CM, DIMENSION_INVALID);

/** Each dimension is optional on its own, as in the form; all three absent means "Non spécifiées". */
export const dimensionsSchema = z
  .object({
    lengthCm: dimensionSchema.nullish(),
    widthCm: dimensionSchema.nullish(),
    heightCm: dimensionSchema.nullish(),
  })
  .strict()
  .nullish()
  .transform((d) => {
    if (!d || (d.lengthCm == null && d.widthCm == null && d.heightCm == null)) return null;
    return { lengthCm: d.lengthCm ?? null, widthCm: d.widthCm ?? null, heightCm: d.heightCm ?? null };
  });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const productLinkSchema = z
  .string({ error: PRODUCT_LINK_INVALID })
  .trim()
  .max(2000, PRODUCT_LINK_INVALID)
  .refine((v) => v === "" || isHttpUrl(v), PRODUCT_LINK_INVALID)
  .nullish()
  .transform((v) => (v ? v : null));
