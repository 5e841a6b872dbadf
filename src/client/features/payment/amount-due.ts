import { balanceDue } from "#shared/parcels/balance-state";
import type { PaymentInfo } from "#shared/parcels/request-api";

export type AmountDue = { cents: number | null; fcfa: number | null; isBalance: boolean };

/**
 * What the payment page asks for: the price, or — once paid, when the weigh-in left a balance due —
 * that balance (docs/product/departures.md#weigh-in). Every amount on the page comes from here.
 */
export function amountDue(
  parcel: Pick<PaymentInfo, "paid" | "balance" | "priceCents" | "priceFcfa">,
): AmountDue {
  if (balanceDue(parcel.paid, parcel.balance?.state) && parcel.balance) {
    return { cents: parcel.balance.cents, fcfa: parcel.balance.fcfa, isBalance: true };
  }
  return { cents: parcel.priceCents, fcfa: parcel.priceFcfa, isBalance: false };
}
