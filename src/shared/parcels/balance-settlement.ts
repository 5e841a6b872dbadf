import type { Price } from "../pricing";

/**
 * What became of each balance a weigh-in asked for (docs/product/departures.md#money-received): the
 * client paid it, the carrier waived it, or the carrier refunded an overpayment. Each one is kept, with
 * its amount: a later weigh-in (after a reset) is priced against them, and the receipt lists them.
 */
export const SETTLEMENT_KINDS = ["paid", "waived", "refunded"] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];
/** The settlements that moved money; a waived balance is none, only forgiven. */
export const MONEY_SETTLEMENT_KINDS = ["paid", "refunded"] as const satisfies readonly SettlementKind[];

/** A settled balance: positive amounts for one paid or waived, negative for a refund. */
export type Settlement = { kind: SettlementKind; cents: number; fcfa: number };

/**
 * The money of a parcel so far: `received` is the price paid first plus every balance paid, minus every
 * refund made; `forgiven` is what the carrier waived, never asked again.
 */
export type MoneySoFar = { received: Price; forgiven: Price };

const NOTHING: Price = { cents: 0, fcfa: 0 };

/** Adds up a parcel's money from the price it was paid (null while unpaid) and its settled balances. */
export function moneySoFar(pricePaid: Price | null, settlements: readonly Settlement[]): MoneySoFar {
  const received = { ...(pricePaid ?? NOTHING) };
  const forgiven = { ...NOTHING };
  for (const settlement of settlements) {
    const total = settlement.kind === "waived" ? forgiven : received;
    total.cents += settlement.cents;
    total.fcfa += settlement.fcfa;
  }
  return { received, forgiven };
}
