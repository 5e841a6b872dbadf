import { z } from "zod";

/** What the browser may know of the configuration (GET /api/config): tariff, rules and business details. */
export const publicConfigSchema = z.object({
  tariff: z.object({ centsPerKg: z.number().int(), fcfaPerKg: z.number().int() }),
  passwordMinLength: z.number().int(),
  business: z.object({
    mobileMoneyOperator: z.string(),
    mobileMoneyBeneficiary: z.string(),
    mobileMoneyNumber: z.string(),
    bankName: z.string(),
    bankBeneficiary: z.string(),
    bankIban: z.string(),
    bankBic: z.string(),
    supportWhatsapp: z.string(),
    supportEmail: z.string(),
    /** Addresses and hours are lines separated by " | " in the settings, given here as lists of lines. */
    receptionAddressFr: z.array(z.string()),
    receptionAddressTg: z.array(z.string()),
    partnerDeliveryAddress: z.array(z.string()),
    /**
     * The opening hours of the reception addresses, where clients drop parcels off: the carrier's
     * premises in each country, whose hours are COLLECTION_HOURS_FR/TG (decision 101).
     */
    receptionHoursFr: z.array(z.string()),
    receptionHoursTg: z.array(z.string()),
    supportHours: z.array(z.string()),
  }),
  /** Ma boîte (docs/product/ma-boite.md): free storage, refused items as shown, the value ceiling per line. */
  shopOrders: z.object({
    freeStorageDays: z.number().int(),
    refusedItems: z.array(z.object({ label: z.string(), keywords: z.array(z.string()) })),
    declaredValueMaxCents: z.number().int(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
