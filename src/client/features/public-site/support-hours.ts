/**
 * Support hours are free text lines from the settings (docs/ARCHITECTURE.md#settings), e.g.
 * "Lun-Ven 8h00-18h00". To highlight today's line, the days each line starts with are read back; a
 * line we cannot read is simply never highlighted. Weekdays are numbered 0 = Monday … 6 = Sunday,
 * the French week.
 */

const DAY_PREFIXES = ["lun", "mar", "mer", "jeu", "ven", "sam", "dim"] as const;
const SEPARATORS = new Set(["-", "au", "à", "a", ",", "et", "&"]);
const RANGE_WORDS = new Set(["-", "au", "à", "a"]);

function dayIndex(token: string): number {
  const word = token.replace(/\.$/, "");
  return DAY_PREFIXES.findIndex((prefix) => word.startsWith(prefix) && word.length <= 9);
}

export type HoursLine = {
  /** The days part as written ("Lun-Ven"), or "" when the line does not start with days. */
  days: string;
  /** The rest ("8h00-18h00", "fermé"), or the whole line when no days were found. */
  hours: string;
  /** The weekdays the line covers (0 = Monday). */
  weekdays: number[];
};

export function parseHoursLine(line: string): HoursLine {
  const spaced = line.replace(/([^\s])([-–—])(?=[^\s\d])/g, "$1 - ").replace(/,/g, " , ");
  const tokens = spaced.split(/\s+/).filter(Boolean);
  const weekdays: number[] = [];
  let consumed = 0;
  let pendingRange = false;
  for (const raw of tokens) {
    const token = raw.toLowerCase().replace(/[–—]/g, "-");
    const day = dayIndex(token);
    if (day >= 0) {
      const previous = weekdays.at(-1);
      if (pendingRange && previous !== undefined) {
        for (let next = previous + 1; next <= day; next++) weekdays.push(next);
      } else {
        weekdays.push(day);
      }
      pendingRange = false;
    } else if (SEPARATORS.has(token) && weekdays.length > 0) {
      pendingRange = RANGE_WORDS.has(token);
    } else {
      break;
    }
    consumed++;
  }
  if (weekdays.length === 0) return { days: "", hours: line.trim(), weekdays };
  const days = tokens.slice(0, consumed).join(" ").replace(/ - /g, "-").replace(/ , /g, ", ");
  // "Lundi au vendredi : 8h-18h": the colon belongs to neither part.
  const hours = tokens
    .slice(consumed)
    .join(" ")
    .replace(/^[:\s]+/, "");
  return { days, hours, weekdays };
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month: when the EU's summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The hours are Paris time (docs/product/public-site.md#contact), so "today" is the day in Paris,
 * wherever the visitor is. Paris is UTC+1, UTC+2 in summer time (EU rule). Computed rather than asked of
 * Intl with timeZone 'Europe/Paris': that first Intl call alone made the contact page's longest task on a
 * slow phone (decision 029). The unit test checks every half hour of three years against Intl.
 */
export function parisWeekday(date: Date): number {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  const paris = new Date(time + (summer ? 2 : 1) * HOUR_MS);
  return (paris.getUTCDay() + 6) % 7;
}
