/** The bodies of POST /api/parcels and POST /api/parcels/notification-requests, as the server checks them. */
import { z } from "zod";
import { isoDateSchema } from "./calendar";
import { requiredCountryCodeSchema, SAME_COUNTRY_MESSAGE } from "./countries";
import { FROM_COUNTRY_REQUIRED, TO_COUNTRY_REQUIRED } from "./departures/departure-form";
import { descriptionSchema, dimensionsSchema, productLinkSchema, weightKgSchema } from "./parcel-fields";
import { PHONE_MAX_LENGTH } from "./phones/phone-display";
import { normalizePhone } from "./phones/phone-number";
import { kgToGrams } from "./pricing";
import { normalizeRecipient } from "./recipients/normalize-recipient";
import { type Recipient, recipientInputSchema } from "./recipients/recipient";
import { contentItemsInputSchema, sendTogetherFieldsSchema } from "./shop-orders/shop-order-api";

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

/**
 * The contents list: the wizard asks for at least one line; the API takes a request without (an older
 * client, a script) as « contenu non déclaré », which the client completes while the request is pending
 * (decision 104).
 */
const contentsField = contentItemsInputSchema.optional().transform((lines) => lines ?? []);

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
    /** What the parcel holds, line by line (docs/product/contents-and-customs.md#contents, decision 104). */
    contents: contentsField,
    /** Orders of Ma boîte sent together in this parcel (docs/product/ma-boite.md#sending-together). */
    ...sendTogetherFieldsSchema.shape,
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
    contents: contentsField,
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
