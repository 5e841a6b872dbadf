import { formatDayFr, formatTimeFr, momentParts, PARIS } from "../french-dates";
import { formatFrenchNumber } from "../french-number";

/**
 * How a departure's room and deadline read (docs/product/departures.md#dates-offered). Weights are
 * grams; a deadline is an instant, written in Paris time.
 */

/**
 * The one name of a departure where the product labels a parcel's day of travel (decision 101): the
 * label, the invoice, the statistics, the booking e-mail, the payment page and the parcel detail.
 */
export const DEPARTURE_LABEL = "Départ";

/** '42', '12,5', '2,35': kilos to the gram, without trailing zeros. */
export function formatKg(grams: number): string {
  return formatFrenchNumber(grams / 1000, { min: 0, max: 3 });
}

/** 'reste 42 kg' (never below 0). */
export function remainingText(remainingGrams: number): string {
  return `reste ${formatKg(Math.max(0, remainingGrams))} kg`;
}

/** '12,5 / 40 kg', or '12,5 kg' for a departure without capacity: the carrier's booked / total. */
export function bookedText(bookedGrams: number, capacityGrams: number | null): string {
  return capacityGrams === null
    ? `${formatKg(bookedGrams)} kg`
    : `${formatKg(bookedGrams)} / ${formatKg(capacityGrams)} kg`;
}

/** 'jeudi 12 mars, 18 h' ('18 h 30' when the minutes are not zero; '1er' for the first of a month). */
export function deadlineWhen(instant: Date | string): string {
  const parts = momentParts(instant, PARIS);
  return `${formatDayFr(parts, { weekday: true, year: false })}, ${formatTimeFr(parts.hour, parts.minute)}`;
}

/** 'dépôt avant le jeudi 12 mars, 18 h' */
export function deadlineText(instant: Date | string): string {
  return `dépôt avant le ${deadlineWhen(instant)}`;
}

export const DEPARTURE_FULL_MESSAGE = "Ce départ est complet. Choisissez une autre date.";
export const tooHeavyForDepartureMessage = (remainingGrams: number) =>
  `Il ne reste que ${formatKg(Math.max(0, remainingGrams))} kg sur ce départ. Choisissez une autre date ou réduisez le poids.`;
export const DEADLINE_PASSED_MESSAGE =
  "La date limite de dépôt de ce départ est passée. Choisissez une autre date.";

type DepartureFacts = { remainingGrams: number | null; dropoffDeadline: string | null };

/** What a client reads beside an offered date: 'reste 42 kg · dépôt avant le jeudi 12 mars, 18 h'. */
export function offeredDateFacts(date: DepartureFacts): string {
  const facts = [
    date.remainingGrams === null ? null : remainingText(date.remainingGrams),
    date.dropoffDeadline === null ? null : deadlineText(date.dropoffDeadline),
  ];
  return facts.filter(Boolean).join(" · ");
}

/** A parcel of this weight fits on what is left (a weight not known yet fits anything). */
export function fitsOnDeparture(date: DepartureFacts, weightGrams: number | null): boolean {
  return date.remainingGrams === null || weightGrams === null || weightGrams <= date.remainingGrams;
}
