import { formatMomentDayFr, PARIS } from "#shared/french-dates";
import type { ReceiptPayment } from "#shared/parcels/receipt-schema";
import { formatEuros, formatFcfa } from "#shared/pricing";

/**
 * The words of the paid payment page (docs/product/parcels.md#payment-page): once the carrier has
 * validated the payment, the page is a receipt, not instructions.
 */

// Paris, like the proof's time on the same page: the carrier validates payments on Paris time.
const paidOn = (iso: string) => formatMomentDayFr(iso, { timeZone: PARIS });

/** 'Payé le 12 mars 2026 — merci'; a payment recorded before the date was kept has no date to give. */
export function paidThanks(paidAt: string | null): string {
  if (!paidAt) return "Payé — merci";
  return `Payé le ${paidOn(paidAt)} — merci`;
}

/**
 * '28,20 € (18 471 FCFA)', or the one amount known; FCFA first for a payer in Togo
 * (docs/product/recipients.md#payers-in-togo).
 */
export function paidAmount(priceCents: number | null, priceFcfa: number | null, fcfaFirst = false): string {
  if (priceCents === null && priceFcfa === null) return "Non indiqué";
  if (priceCents === null) return formatFcfa(priceFcfa as number);
  if (priceFcfa === null) return formatEuros(priceCents);
  return fcfaFirst
    ? `${formatFcfa(priceFcfa)} (${formatEuros(priceCents)})`
    : `${formatEuros(priceCents)} (${formatFcfa(priceFcfa)})`;
}

/** What each line of the receipt is (docs/product/parcels.md#paid-receipt). */
export const PAYMENT_TITLES: Record<ReceiptPayment["kind"], string> = {
  price: "Paiement du transport",
  balance: "Complément après la pesée",
  refund: "Trop-perçu remboursé",
};

/** 'Reçu le 12 mars 2026' (Paris day), 'Remboursé le …' for a refund; a date not kept says so. */
export function paymentDate(payment: Pick<ReceiptPayment, "kind" | "at">): string {
  const verb = payment.kind === "refund" ? "Remboursé" : "Reçu";
  if (!payment.at) return `${verb} (date non enregistrée)`;
  return `${verb} le ${paidOn(payment.at)}`;
}

/** A refund reads as money given back: '− 3,00 € (− 1 965 FCFA)'. */
export function paymentAmount(payment: Pick<ReceiptPayment, "cents" | "fcfa">, fcfaFirst = false): string {
  const text = paidAmount(Math.abs(payment.cents), Math.abs(payment.fcfa), fcfaFirst);
  return payment.cents < 0 || payment.fcfa < 0 ? `− ${text.replace("(", "(− ")}` : text;
}
