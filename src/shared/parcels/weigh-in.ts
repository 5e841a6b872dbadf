import { z } from "zod";
import { DIMENSION_INVALID, MAX_DIMENSION_CM, weightKgSchema } from "../parcel-fields";
import { formatEuros, formatFcfa, type Price, priceForWeight, type Tariff } from "../pricing";
import type { BalanceState } from "./balance-state";

/**
 * The weigh-in at reception (docs/product/departures.md#weigh-in): the carrier's measured weight
 * reprices the parcel with the same tariff; what differs from the price paid is the balance.
 */

export const MEASURED_WEIGHT_REQUIRED = "Indiquez le poids mesuré du colis (kg) pour le marquer comme reçu.";

const measuredDimension = z
  .number({ error: DIMENSION_INVALID })
  .positive(DIMENSION_INVALID)
  .max(MAX_DIMENSION_CM, DIMENSION_INVALID)
  .nullish()
  .transform((cm) => cm ?? null);

/** What the carrier types when marking a parcel 'Reçu'. */
export const weighInSchema = z
  .object({
    weightKg: z.number({ error: MEASURED_WEIGHT_REQUIRED }).pipe(weightKgSchema),
    lengthCm: measuredDimension,
    widthCm: measuredDimension,
    heightCm: measuredDimension,
  })
  .strict();
export type WeighIn = z.output<typeof weighInSchema>;

export type Balance = {
  cents: number;
  fcfa: number;
  state: Extract<BalanceState, "due" | "refund_due"> | null;
};

/**
 * What a weigh-in leaves to settle (docs/product/departures.md#money-received): the price of the
 * measured weight minus the money already received — the price paid first, plus every balance paid,
 * minus every refund made — so a second weigh-in (after a reset) asks only for the new difference. What
 * the carrier waived is never asked again: it lowers an amount due, never raises a refund. Each currency
 * is the difference of rounded prices (half up, to the cent and to the franc), never a rounded
 * difference: the client pays exactly what the measured weight would have cost from the start.
 */
export function balanceAfterWeighIn(
  received: Price,
  measuredGrams: number,
  tariff: Tariff,
  forgiven: Price = { cents: 0, fcfa: 0 },
): Balance {
  const measured = priceForWeight(measuredGrams, tariff);
  const owed = (price: number, got: number, waived: number) =>
    price > got ? Math.max(0, price - got - waived) : price - got;
  const cents = owed(measured.cents, received.cents, forgiven.cents);
  const fcfa = owed(measured.fcfa, received.fcfa, forgiven.fcfa);
  const state = cents > 0 || fcfa > 0 ? "due" : cents < 0 || fcfa < 0 ? "refund_due" : null;
  return { cents, fcfa, state };
}

const amounts = (cents: number, fcfa: number) =>
  `${formatEuros(Math.abs(cents))} / ${formatFcfa(Math.abs(fcfa))}`;

/** '6,00 € / 3 930 FCFA': a balance's amounts as every balance text writes them. */
export const balanceAmounts = (balance: Pick<Balance, "cents" | "fcfa">) =>
  amounts(balance.cents, balance.fcfa);

/** 'Reste à payer 6,00 € / 3 930 FCFA', 'À rembourser …', or what became of it. */
export function balanceText(balance: { cents: number; fcfa: number; state: BalanceState }): string {
  switch (balance.state) {
    case "due":
      return `Reste à payer ${amounts(balance.cents, balance.fcfa)}`;
    case "refund_due":
      return `À rembourser ${amounts(balance.cents, balance.fcfa)}`;
    case "paid":
      return `Complément réglé (${amounts(balance.cents, balance.fcfa)})`;
    case "waived":
      return `Complément annulé (${amounts(balance.cents, balance.fcfa)})`;
    case "refunded":
      return `Remboursé (${amounts(balance.cents, balance.fcfa)})`;
  }
}

/**
 * What a client's parcel card says under its status while a weigh-in's balance is due
 * (docs/product/parcels.md#owed): the amount, and that the parcel waits for it. Null otherwise.
 */
export function owedLine(balance: { cents: number; state: BalanceState } | null): string | null {
  if (balance?.state !== "due") return null;
  return `Reste à payer ${formatEuros(balance.cents)} — votre colis partira après paiement`;
}

export const BALANCE_VALIDATED_NOTE = "Complément de paiement reçu et vérifié";
export const BALANCE_REFUNDED_NOTE = "Trop-perçu remboursé au client";
export const balanceWaivedNote = (note: string) => `Complément annulé par le transporteur — motif : ${note}`;
/** The history note of a weigh-in: the status note and the weight, never money (the public page shows notes). */
export const weighedNote = (note: string, weightText: string) => `${note} — poids mesuré : ${weightText} kg`;

export const NO_BALANCE_DUE_MESSAGE = "Ce colis n'a pas de complément à payer.";
export const NO_REFUND_DUE_MESSAGE = "Ce colis n'a pas de trop-perçu à rembourser.";
export const WAIVE_NOTE_REQUIRED_MESSAGE = "Indiquez pourquoi le complément est annulé.";

export const NOT_WEIGHED_MESSAGE =
  "Pesez d'abord le colis (statut « Reçu ») avant d'ajouter la photo de la pesée.";
export const NO_SCALE_PHOTO_MESSAGE = "Aucune photo de la pesée pour ce colis.";
/** Where the admin reads a parcel's scale photo. */
export const scalePhotoUrl = (parcelId: string) =>
  `/api/admin/parcels/${encodeURIComponent(parcelId)}/scale-photo`;
