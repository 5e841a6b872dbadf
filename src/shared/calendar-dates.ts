import { type DayParts, formatDayFr } from "./french-dates";

/**
 * Zod-free, so the lightest public pages can format dates (see calendar.ts for the schema).
 * Transport dates are calendar dates ('YYYY-MM-DD' strings), never instants (decision 004):
 * a date chosen in Lomé must be the same date in Paris. Arithmetic is done on UTC midnights,
 * where no daylight-saving change can shift a day.
 */
export type IsoDate = string;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const PARIS_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "Today" for every date rule is the date in Europe/Paris, whatever the machine's zone (decision 004). */
export function todayInParis(now: Date = new Date()): IsoDate {
  const parts = PARIS_DAY.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function toUtcMs(iso: IsoDate): number | null {
  const match = ISO_DATE_PATTERN.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC silently rolls 2026-02-30 over to March: a round trip catches impossible dates.
  const real =
    back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
  return real ? ms : null;
}

/** True for a strict 'YYYY-MM-DD' string naming a day that exists. */
export function isValidIsoDate(value: string): boolean {
  return toUtcMs(value) !== null;
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const ms = toUtcMs(iso);
  if (ms === null) throw new RangeError(`Date invalide : ${iso}`);
  return new Date(ms + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Delivery comes 1-2 days after the transport date; the estimate shown is date + 1 day
 * (docs/product/parcels.md#estimated-arrival).
 */
export function estimatedArrivalDate(date: IsoDate): IsoDate {
  return addDays(date, 1);
}

function dayParts(iso: IsoDate): DayParts {
  if (toUtcMs(iso) === null) throw new RangeError(`Date invalide : ${iso}`);
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** A transport date in a sentence or a detail: 'samedi 21 novembre 2026' (decision 074). */
export function formatDateFr(iso: IsoDate): string {
  return formatDayFr(dayParts(iso), { weekday: true });
}

/** A transport date in a list or a table: '21 nov. 2026'. */
export function formatShortDateFr(iso: IsoDate): string {
  return formatDayFr(dayParts(iso), { short: true });
}
