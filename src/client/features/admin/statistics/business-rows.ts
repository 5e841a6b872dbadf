import {
  type BusinessFigures,
  PAYMENT_METHOD_LABELS,
  type PaymentMethodKind,
} from "#shared/admin/business-figures";
import { formatDayFr, formatMonthFr } from "#shared/french-dates";
import { formatFrenchNumber } from "#shared/french-number";
import { formatEuros, formatFcfa } from "#shared/pricing";

/**
 * What each chart of the business at a glance draws and what its table says, in French
 * (docs/product/administration.md#business-at-a-glance): one source for the picture and for the table
 * a screen reader reads instead.
 */

export type RevenueRow = {
  label: string;
  longLabel: string;
  euros: number;
  eurosText: string;
  fcfaText: string;
};

export function revenueRows(figures: BusinessFigures): RevenueRow[] {
  return figures.revenueByMonth.map(({ month, cents, fcfa }) => ({
    label: formatMonthFr(month, { short: true }),
    longLabel: formatMonthFr(month),
    euros: cents / 100,
    eurosText: formatEuros(cents),
    fcfaText: formatFcfa(fcfa),
  }));
}

export type DepartureRow = {
  id: string;
  label: string;
  bookedKg: number;
  capacityKg: number | null;
  bookedText: string;
  capacityText: string;
  fillText: string;
};

const kilos = (grams: number) => `${formatFrenchNumber(grams / 1000, { max: 1 })}\u00a0kg`;

export function departureRows(figures: BusinessFigures): DepartureRow[] {
  return figures.departures.map((departure) => {
    const [year, month, day] = departure.date.split("-").map(Number);
    const { capacityGrams, bookedGrams } = departure;
    return {
      id: departure.id,
      label: `${formatDayFr({ year: year ?? 0, month: month ?? 1, day: day ?? 1 }, { short: true })} · ${departure.fromCountry} → ${departure.toCountry}`,
      bookedKg: bookedGrams / 1000,
      capacityKg: capacityGrams === null ? null : capacityGrams / 1000,
      bookedText: kilos(bookedGrams),
      capacityText: capacityGrams === null ? "Sans limite" : kilos(capacityGrams),
      fillText:
        capacityGrams === null
          ? "—"
          : `${formatFrenchNumber(Math.round((bookedGrams / capacityGrams) * 100))}\u00a0%`,
    };
  });
}

export type MethodRow = {
  method: PaymentMethodKind;
  label: string;
  payments: number;
  cents: number;
  eurosText: string;
};

export function methodRows(figures: BusinessFigures): MethodRow[] {
  return figures.paymentMethods.map(({ method, payments, cents }) => ({
    method,
    label: PAYMENT_METHOD_LABELS[method],
    payments,
    cents,
    eurosText: formatEuros(cents),
  }));
}

/** '3 paiements', '1 paiement'. */
export const paymentsText = (count: number) => `${formatFrenchNumber(count)} paiement${count > 1 ? "s" : ""}`;
/** '2 colis'. */
export const parcelsText = (count: number) => `${formatFrenchNumber(count)} colis`;
