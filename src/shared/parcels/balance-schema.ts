import { z } from "zod";
import { BALANCE_STATES } from "./balance-state";

/**
 * The difference between the price of the measured weight and the price paid
 * (docs/product/departures.md#weigh-in): positive, the client owes it; negative, the carrier does.
 */
export const parcelBalanceSchema = z.object({
  cents: z.number().int(),
  fcfa: z.number().int(),
  state: z.enum(BALANCE_STATES),
  /** A proof for the balance arrived and waits for the carrier. */
  proofReceived: z.boolean(),
});
export type ParcelBalance = z.infer<typeof parcelBalanceSchema>;
