/**
 * What is left to settle once a parcel was weighed at reception (docs/product/departures.md#weigh-in):
 * nothing (null), a balance the client owes ('due', then 'paid' or 'waived'), or an overpayment the
 * carrier owes ('refund_due', then 'refunded').
 */
export const BALANCE_STATES = ["due", "paid", "waived", "refund_due", "refunded"] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];
