import { z } from "zod";

/**
 * One payment the carrier validated, as the receipt lists it (docs/product/parcels.md#paid-receipt):
 * the price paid first, each balance paid after a weigh-in, each refund of an overpayment (negative).
 */
export const receiptPaymentSchema = z.object({
  kind: z.enum(["price", "balance", "refund"]),
  /** When the carrier validated it; null for a first payment recorded before its date was kept. */
  at: z.string().nullable(),
  cents: z.number().int(),
  fcfa: z.number().int(),
  /** The client's proof the carrier had for it: when it was sent and the transaction it names. */
  proof: z.object({ uploadedAt: z.string(), transactionReference: z.string().nullable() }).nullable(),
});
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

/** What the carrier received in all: the sum of the payments, refunds subtracted. */
export const receivedSchema = z.object({ cents: z.number().int(), fcfa: z.number().int() });
