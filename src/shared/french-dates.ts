import { NBSP } from "./french-typography";

/**
 * Every date and time the product writes, one way (decision 074): days as `samedi 21 novembre 2026`
 * (`1er` for the first of a month) or, in lists and tables, `21 nov. 2026`; times as `18 h`, `18 h 30`,
 * `9 h 05`, with no-break spaces so a time never breaks across two lines; a moment as
 * `21 novembre 2026 à 18 h 30`. Words are written here, not by Intl: the same text on every browser
 * and on the server, and no Intl call while a public page loads (decision 029). Intl only reads an
 * instant's wall-clock time in another zone.
 */

export const PARIS = "Europe/Paris";

const MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(
  " ",
);
const SHORT_MONTHS = "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(" ");
const WEEKDAYS = "dimanche lundi mardi mercredi jeudi vendredi samedi".split(" ");

/** '18 h', '18 h 30', '9 h 05'. */
export function formatTimeFr(hour: number, minute: number): string {
  return minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${String(minute).padStart(2, "0")}`;
}

export interface DayParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface DayStyle {
  /** 'samedi 21 novembre 2026'. */
  weekday?: boolean;
  /** '21 nov. 2026', for lists and tables. */
  short?: boolean;
  /** false: 'jeudi 12 mars'. */
  year?: boolean;
}

/** A day in words: '21 novembre 2026', 'samedi 1er mars 2026', '21 nov. 2026', 'jeudi 12 mars'. */
export function formatDayFr({ year, month, day }: DayParts, style: DayStyle = {}): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const words = [
    ...(style.weekday ? [weekday] : []),
    day === 1 ? "1er" : String(day),
    (style.short ? SHORT_MONTHS : MONTHS)[month - 1],
    ...(style.year === false ? [] : [String(year)]),
  ];
  return words.join(" ");
}

/** A month in words: '2026-11' → 'novembre 2026', or 'nov. 2026' with `short`. */
export function formatMonthFr(month: string, style: Pick<DayStyle, "short"> = {}): string {
  const [year, index] = month.split("-").map(Number);
  return `${(style.short ? SHORT_MONTHS : MONTHS)[(index ?? 1) - 1]} ${year}`;
}

export interface MomentParts extends DayParts {
  hour: number;
  minute: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock day and time of an instant in `timeZone` (e.g. PARIS, for the carrier's screens and
 * e-mails), or, without one, in the reader's own zone (a client's screens: Paris or Lomé).
 */
export function momentParts(instant: Date | string, timeZone?: string): MomentParts {
  const date = new Date(instant);
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

export interface MomentStyle extends DayStyle {
  timeZone?: string;
}

/** '21 novembre 2026 à 18 h 30' ('jeudi 12 mars à 18 h' with { weekday: true, year: false }). */
export function formatMomentFr(instant: Date | string, style: MomentStyle = {}): string {
  const parts = momentParts(instant, style.timeZone);
  return `${formatDayFr(parts, style)} à ${formatTimeFr(parts.hour, parts.minute)}`;
}

/** The day of an instant: '12 mars 2026', '24 nov. 2026'. */
export function formatMomentDayFr(instant: Date | string, style: MomentStyle = {}): string {
  return formatDayFr(momentParts(instant, style.timeZone), style);
}

/**
 * Opening hours typed in the settings ('Lun-Ven 8h00-18h00', 'Sam 9:00-13:30') written the product's
 * way: 'Lun-Ven 8 h – 18 h', 'Sam 9 h – 13 h 30'. Anything else on the line is kept.
 */
export function frenchHours(line: string): string {
  const time = /(?<![\d:])(\d{1,2})\s?(?:h|:)\s?(\d{2})?(?![\p{L}\d])/gu;
  const timed = line.replace(time, (_, hour: string, minute?: string) =>
    formatTimeFr(Number(hour), Number(minute ?? 0)),
  );
  // A hyphen between two times is a range: a spaced en dash.
  return timed.replace(/(\d[\u00a0 ]h(?:[\u00a0 ]\d{2})?)\s*[-–]\s*(?=\d)/g, "$1 – ");
}
