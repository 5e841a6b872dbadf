/**
 * A drop-off deadline is typed as a Paris wall-clock time ('2026-03-12T18:00', what
 * `<input type="datetime-local">` gives) and stored as an instant; these convert between the two
 * whatever the machine's or the phone's time zone (docs/product/departures.md#departure).
 */

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const PARIS_PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** '2026-03-12T18:00': the Paris wall-clock time of an instant. */
export function parisLocalTime(instant: Date | string): string {
  const parts = PARIS_PARTS.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** '2026-03-12T18:00' read as if it were UTC, in milliseconds; null when it is no real day and time. */
function wallClockAsUtc(value: string): number | null {
  const match = LOCAL_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(asUtc);
  const real = back.getUTCMonth() === month - 1 && back.getUTCDate() === day && hour < 24 && minute < 60;
  return real ? asUtc : null;
}

export function isParisLocalTime(value: string): boolean {
  return wallClockAsUtc(value) !== null;
}

/**
 * The instant a Paris wall-clock time names. Paris is UTC+1 or UTC+2: try both offsets and keep the
 * one that reads back as the time typed (in the autumn's repeated hour, the earlier instant; in the
 * spring's skipped hour, the instant one hour later).
 */
export function instantOfParisTime(local: string): Date {
  const asUtc = wallClockAsUtc(local);
  if (asUtc === null) throw new RangeError(`Heure invalide : ${local}`);
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (parisLocalTime(candidate) === local) return candidate;
  }
  return new Date(asUtc - 3_600_000);
}
