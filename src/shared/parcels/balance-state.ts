/**
 * What is left to settle once a parcel was weighed at reception (docs/product/departures.md#weigh-in):
 * nothing (null), a balance the client owes ('due', then 'paid' or 'waived'), or an overpayment the
 * carrier owes ('refund_due', then 'refunded').
 */
export const BALANCE_STATES = ["due", "paid", "waived", "refund_due", "refunded"] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

/**
 * Whether the client owes a balance now: the parcel was paid and its weigh-in asked for more
 * (docs/product/departures.md#weigh-in). The payment page then asks for that balance instead of showing
 * the receipt, and the server takes a proof for it. Two plain values, so that the server's parcel row
 * (`balanceState`) and the payment page's answer (`balance.state`) are asked the same question.
 */
export function balanceDue(paid: boolean, balanceState: BalanceState | null | undefined): boolean {
  return paid && balanceState === "due";
}
