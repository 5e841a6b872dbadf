/**
 * Numbers written the French way — '7 860', '28,20', '1 234,5' — exactly as
 * `Intl.NumberFormat("fr-FR")` writes them (a unit test compares the two), but without Intl.
 *
 * Why not Intl: a page's first Intl call makes Chromium load its locale data, 25–60 ms on our test
 * machines before any throttling (decision 029). Public pages show prices while they hydrate, so on
 * a slow phone that one call was the longest task of the page. Dates still use Intl: no public page
 * formats one while it loads.
 */

/** U+202F, the narrow no-break space Intl puts between groups of thousands: '7 860' never wraps. */
const THOUSANDS_SEPARATOR = "\u202f";

type FractionDigits = {
  /** Decimals always written, zeros included (2 for cents). Default 0. */
  min?: number;
  /** Decimals at most, rounded half up; trailing zeros beyond `min` are dropped. Default `min`. */
  max?: number;
};

export function formatFrenchNumber(value: number, { min = 0, max = min }: FractionDigits = {}): string {
  const [whole, decimals] = roundHalfUp(Math.abs(value), max);
  let kept = decimals;
  while (kept.length > min && kept.endsWith("0")) kept = kept.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  return `${value < 0 ? "-" : ""}${grouped}${kept ? `,${kept}` : ""}`;
}

/**
 * The whole and decimal digits of `value` rounded half up to `max` decimals. Like Intl, it rounds
 * the number as JavaScript writes it ('0.15' → '0.2'), not its binary value (0.1499… → '0.1',
 * which toFixed gives).
 */
function roundHalfUp(value: number, max: number): [whole: string, decimals: string] {
  const written = String(value);
  if (written.includes("e")) {
    // Beyond 1e21 or below 1e-6: no price, weight or count of ours; toFixed is close enough.
    const [whole = "0", decimals = ""] = value.toFixed(max).split(".");
    return [whole, decimals];
  }
  const [whole = "0", decimals = ""] = written.split(".");
  if (decimals.length <= max) return [whole, decimals.padEnd(max, "0")];
  const digits = (whole + decimals.slice(0, max)).split("");
  if ((decimals[max] ?? "0") >= "5") {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === "9") digits[i--] = "0";
    if (i < 0) digits.unshift("1");
    else digits[i] = String(Number(digits[i]) + 1);
  }
  const wholeLength = digits.length - max;
  return [digits.slice(0, wholeLength).join(""), digits.slice(wholeLength).join("")];
}
