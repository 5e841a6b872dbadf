// Kept apart from countries.ts so that public pages do not load Zod for a route name (merged: /suivi/:code 88.6 → 111.3 KB, budget 90 KB).
/** Country flags and French names; countries.ts builds its list from these. */

const FRENCH_REGION_NAMES = new Intl.DisplayNames(["fr"], { type: "region" });

/** Flag emoji: each letter maps to its regional indicator symbol (A = U+1F1E6). */
export function countryFlag(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return "";
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The French name of an ISO 3166-1 alpha-2 code, or the code itself when unknown. */
export function frenchRegionName(code: string): string {
  try {
    return FRENCH_REGION_NAMES.of(code) ?? code;
  } catch {
    // Intl throws on a malformed code: an old record must never break a page.
    return code;
  }
}
