/** The bodies of POST /api/parcels and POST /api/parcels/notification-requests, as the server checks them. */
import { z } from "zod";
import { FROM_COUNTRY_REQUIRED, TO_COUNTRY_REQUIRED } from "./available-dates";
import { isoDateSchema } from "./calendar";
import { requiredCountryCodeSchema, SAME_COUNTRY_MESSAGE } from "./countries";
import { PHONE_MAX_LENGTH } from "./phones/phone-display";
import { normalizePhone } from "./phones/phone-number";
import { kgToGrams } from "./pricing";
import { normalizeRecipient } from "./recipients/normalize-recipient";
import { type Recipient, recipientInputSchema } from "./recipients/recipient";

export const PARCEL_DESCRIPTION_MAX_LENGTH = 2000;
export const PARCEL_DESCRIPTION_REQUIRED = "La description du colis est requise";
export const PARCEL_DESCRIPTION_TOO_LONG = `La description ne doit pas dépasser ${PARCEL_DESCRIPTION_MAX_LENGTH} caractères`;
export const MAX_WEIGHT_KG = 1000;
export const WEIGHT_INVALID = "Veuillez indiquer un poids supérieur à 0";
/** The lightest parcel carried (docs/product/request.md), in grams as the server stores weights. */
export const MIN_WEIGHT_GRAMS = 100;
export const WEIGHT_TOO_LOW = "Le poids minimum est de 0,1 kg";
export const WEIGHT_TOO_HIGH = `Le poids ne peut pas dépasser ${MAX_WEIGHT_KG} kg`;
export const MAX_DIMENSION_CM = 500;
export const DIMENSION_INVALID = `Chaque dimension doit être comprise entre 0 et ${MAX_DIMENSION_CM} cm`;
export const PRODUCT_LINK_INVALID = "Lien du produit invalide";

const descriptionSchema = z
  .string({ error: PARCEL_DESCRIPTION_REQUIRED })
  .trim()
  .min(1, PARCEL_DESCRIPTION_REQUIRED)
  .max(PARCEL_DESCRIPTION_MAX_LENGTH, PARCEL_DESCRIPTION_TOO_LONG);

/**
 * Weight in kg. Decision: no multipleOf check (0.3 % 0.1 ≠ 0 in floating point); the server keeps
 * whole grams, so any precision is accepted and rounded to the gram. Zero or less is "no weight";
 * above zero, the minimum is compared in grams, as stored, so 0.1 computed in floating point
 * (0.3 - 0.2 = 0.09999999999999998) still counts as 100 g.
 */
export const weightKgSchema = z
  .number({ error: WEIGHT_INVALID })
  // Aborts: a weight of 0 needs one message, not "greater than 0" and "minimum 0,1 kg" together.
  .refine((kg) => kg > 0, { error: WEIGHT_INVALID, abort: true })
  .refine((kg) => kgToGrams(kg) >= MIN_WEIGHT_GRAMS, WEIGHT_TOO_LOW)
  .max(MAX_WEIGHT_KG, WEIGHT_TOO_HIGH);

const dimensionSchema = z
  .number({ error: DIMENSION_INVALID })
  .positive(DIMENSION_INVALID)
  .max(MAX_DIMENSION_CM, DIMENSION_INVALID);

/** Each dimension is optional on its own, as in the form; all three absent means "Non spécifiées". */
const dimensionsSchema = z
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

const productLinkSchema = z
  .string({ error: PRODUCT_LINK_INVALID })
  .trim()
  .max(2000, PRODUCT_LINK_INVALID)
  .refine((v) => v === "" || isHttpUrl(v), PRODUCT_LINK_INVALID)
  .nullish()
  .transform((v) => (v ? v : null));

/** Asked at the first request when the account has no phone yet (docs/product/recipients.md#phone-numbers). */
const clientPhoneSchema = z
  .string()
  .max(PHONE_MAX_LENGTH)
  .nullish()
  .transform((value) => (value?.trim() ? value : null));

type WithPeople = {
  fromCountry: string;
  toCountry: string;
  clientPhone: string | null;
  recipient?: z.output<typeof recipientInputSchema> | null;
};

/**
 * Reads the phones of a request: the recipient's in the arrival country, the client's in the
 * departure country, each problem on its own field.
 */
function normalizePeople<T extends WithPeople>(value: T, ctx: z.RefinementCtx) {
  const recipient: Recipient | null = value.recipient
    ? normalizeRecipient(value.recipient, value.toCountry, (field, message) =>
        ctx.addIssue({ code: "custom", message, path: ["recipient", field] }),
      )
    : null;
  let clientPhone: string | null = null;
  if (value.clientPhone !== null) {
    const phone = normalizePhone(value.clientPhone, value.fromCountry);
    if (phone.ok) clientPhone = phone.e164;
    else ctx.addIssue({ code: "custom", message: phone.message, path: ["clientPhone"] });
  }
  return { recipient, clientPhone };
}

const differentCountries = {
  message: SAME_COUNTRY_MESSAGE,
  path: ["toCountry"],
};

/**
 * A parcel request as the server receives it (photos travel separately, as uploads).
 * Decision: departure and arrival must differ, as a same-country trip is not a service the carrier
 * sells. Whether preferredDate is really offered on the route (and so not in the past) needs the
 * database: the server looks the date up among the route's available dates.
 */
export const parcelRequestSchema = z
  .object({
    description: descriptionSchema,
    fromCountry: requiredCountryCodeSchema(FROM_COUNTRY_REQUIRED),
    toCountry: requiredCountryCodeSchema(TO_COUNTRY_REQUIRED),
    weightKg: weightKgSchema,
    dimensions: dimensionsSchema,
    productLink: productLinkSchema,
    preferredDate: isoDateSchema,
    /** Who collects the parcel at the arrival (docs/product/recipients.md). */
    recipient: recipientInputSchema,
    /** The client's own phone, required by the server while the account has none. */
    clientPhone: clientPhoneSchema,
  })
  .strict()
  .refine((v) => v.fromCountry !== v.toCountry, differentCountries)
  .transform((v, ctx) => ({ ...v, ...normalizePeople(v, ctx), weightGrams: kgToGrams(v.weightKg) }))
  .transform((v) => ({ ...v, recipient: v.recipient as Recipient }));

export type ParcelRequestInput = z.input<typeof parcelRequestSchema>;
export type ParcelRequest = z.output<typeof parcelRequestSchema>;

/**
 * "Tenez-moi informé" when the route has no date (docs/product/request.md): no date, weight optional (the price
 * is computed only if a weight is given). Description and route stay required, as in step 1.
 */
export const notificationRequestSchema = z
  .object({
    description: descriptionSchema,
    fromCountry: requiredCountryCodeSchema(FROM_COUNTRY_REQUIRED),
    toCountry: requiredCountryCodeSchema(TO_COUNTRY_REQUIRED),
    weightKg: weightKgSchema.nullish(),
    /** Optional here: a waiting request may be sent before the client knows who will collect it. */
    recipient: recipientInputSchema.nullish(),
    clientPhone: clientPhoneSchema,
  })
  .strict()
  .refine((v) => v.fromCountry !== v.toCountry, differentCountries)
  .transform((v, ctx) => ({
    ...v,
    ...normalizePeople(v, ctx),
    weightKg: v.weightKg ?? null,
    weightGrams: v.weightKg == null ? null : kgToGrams(v.weightKg),
  }));

export type NotificationRequestInput = z.input<typeof notificationRequestSchema>;
export type NotificationRequest = z.output<typeof notificationRequestSchema>;
