import { z } from "zod";

/**
 * The business at a glance (docs/product/administration.md#business-at-a-glance): what the dashboard's
 * charts draw, computed by the server in a few aggregate queries.
 */

/** How many months the revenue chart and the payment methods cover, the current one included. */
export const BUSINESS_MONTHS = 12;
/** How many departures the kilos chart compares with their capacity, the latest ones. */
export const BUSINESS_DEPARTURES = 12;

/**
 * How a payment reached the carrier: online through the payment provider (recorded by its
 * confirmation, docs/product/online-payment.md#recorded), a proof the client sent (transfer, Mobile
 * Money outside the app), or recorded by the carrier without any proof (cash at drop-off, a payment
 * checked elsewhere).
 */
export const PAYMENT_METHOD_KINDS = ["online", "proof", "without_proof"] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodKind, string> = {
  online: "Payé en ligne",
  proof: "Avec preuve de paiement",
  without_proof: "Validé sans preuve",
};

export const businessFiguresSchema = z.object({
  /** The last BUSINESS_MONTHS months in Paris time, oldest first, each present even without money. */
  revenueByMonth: z.array(
    z.object({
      /** '2026-11'. */
      month: z.string().regex(/^\d{4}-\d{2}$/),
      /** Money received that month: prices paid, balances paid, minus refunds made. */
      cents: z.number().int(),
      fcfa: z.number().int(),
    }),
  ),
  /** The latest departures (up to BUSINESS_DEPARTURES), oldest first. */
  departures: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      fromCountry: z.string(),
      toCountry: z.string(),
      /** Kilos booked on it as the capacity counts them (measured weight once weighed). */
      bookedGrams: z.number().int(),
      capacityGrams: z.number().int().nullable(),
    }),
  ),
  /** Payments received over the same months, first payments and balances, by how they came. */
  paymentMethods: z.array(
    z.object({
      method: z.enum(PAYMENT_METHOD_KINDS),
      payments: z.number().int(),
      cents: z.number().int(),
    }),
  ),
  /** Balances the clients owe now, and overpayments the carrier owes them. */
  balances: z.object({
    dueCount: z.number().int(),
    dueCents: z.number().int(),
    dueFcfa: z.number().int(),
    refundCount: z.number().int(),
    refundCents: z.number().int(),
    refundFcfa: z.number().int(),
  }),
});
export type BusinessFigures = z.infer<typeof businessFiguresSchema>;

/** The keys of the `count` months ending with the one of `now` in Paris time, oldest first: '2026-11'. */
export function lastMonths(nowYear: number, nowMonth: number, count = BUSINESS_MONTHS): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = nowYear * 12 + (nowMonth - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
  }
  return months;
}
