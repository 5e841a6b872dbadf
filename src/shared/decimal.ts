/**
 * Digits with at most one decimal separator, either '.' or ','. French keyboards (and many phones in
 * France and Togo) offer only the comma, so "2,5" must mean 2.5 wherever a number is typed. A sign,
 * an exponent ("1e3"), thousands separators or a second separator are refused rather than guessed at.
 */
const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A non-negative decimal number as typed: "2,5", "2.5", " 2,5 " and "0,1" are read; "", "abc",
 * "2,5,1", "1e3" and "-1" give null. A number is accepted as is when finite and not negative.
 */
export function parseDecimal(value: string | number | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const number = Number(trimmed.replace(",", "."));
  // A few hundred digits overflow to Infinity, which no field can hold.
  return Number.isFinite(number) ? number : null;
}
