import { formatDateFr } from "#shared/calendar";
import { frenchRegionName } from "#shared/country-names";
import { deadlineWhen, formatKg } from "#shared/departures/departure-text";
import { formatDayFr, formatTimeFr, momentParts, PARIS } from "#shared/french-dates";
import { NBSP } from "#shared/french-typography";
import { formatPhone } from "#shared/phones/phone-display";
import { publicTrackingPath } from "#shared/tracking/tracking-code";

/**
 * The texts the labels and the manifest print, in French typography (decision 072): a no-break space
 * (U+00A0) before `:` and between a number and its unit, a narrow one (U+202F) between thousands —
 * DejaVu Sans draws both —, phone numbers, a day and its month, `18 h 30` that never break.
 */

/** 'Capacité :' with the no-break space French puts before a colon. */
export const colon = (label: string) => `${label}${NBSP}:`;

/** The text with its ordinary spaces made no-break: a line break can no longer fall inside it. */
export const unbreakable = (text: string) => text.replaceAll(" ", NBSP);

/** '+228 90 12 34 56', in one piece (docs/decisions/053-phone-numbers.md for the grouping). */
export const phoneText = (e164: string) => unbreakable(formatPhone(e164));

/** '1 250,5 kg': kilos to the gram, thousands apart, the unit held to its number. */
export const kgText = (grams: number) => `${formatKg(grams)}${NBSP}kg`;

export const routeText = (parcel: { fromCountry: string; toCountry: string }) =>
  `${frenchRegionName(parcel.fromCountry)} → ${frenchRegionName(parcel.toCountry)}`;

/** The public tracking link the QR code opens. */
export const trackingUrl = (publicUrl: string, trackingCode: string) =>
  `${publicUrl.replace(/\/+$/, "")}${publicTrackingPath(trackingCode)}`;

/** Measured weight when weighed, else the declared one: '3,5 kg (pesé)', '2 kg (déclaré)', '—'. */
export function weightLine(parcel: { weightGrams: number | null; measuredWeightGrams: number | null }) {
  if (parcel.measuredWeightGrams !== null) return `${kgText(parcel.measuredWeightGrams)} (pesé)`;
  if (parcel.weightGrams !== null) return `${kgText(parcel.weightGrams)} (déclaré)`;
  return "—";
}

/** 'samedi 5 décembre 2026', a line break possible after the weekday only. */
export function dayText(isoDate: string): string {
  const [weekday = "", ...date] = formatDateFr(isoDate).split(" ");
  return `${weekday} ${unbreakable(date.join(" "))}`;
}

/** 'jeudi 3 décembre, 18 h 30' (Paris time): a drop-off deadline, as the client's date list has it. */
export function deadlineLine(instant: Date | string): string {
  const [day = "", time = ""] = deadlineWhen(instant).split(", ");
  const [weekday = "", ...date] = day.split(" ");
  return `${weekday} ${unbreakable(date.join(" "))}, ${time}`;
}

/** 'jeudi 26 novembre 2026 à 18 h 30' (Paris time): when a manifest was made. */
export function madeAtText(instant: Date): string {
  const parts = momentParts(instant, PARIS);
  const [weekday = "", ...date] = formatDayFr(parts, { weekday: true }).split(" ");
  return `${weekday} ${unbreakable(date.join(" "))} à ${formatTimeFr(parts.hour, parts.minute)}`;
}
