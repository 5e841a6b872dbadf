import { frenchRegionName } from "#shared/country-names";
import { formatMomentDayFr, formatMomentFr } from "#shared/french-dates";
import { formatFrenchNumber } from "#shared/french-number";

// No Zod here: the public tracking page uses these too (decision 025).

/** '21 novembre 2026 à 10 h 30', in the reader's own time zone (Paris or Lomé). */
export function formatDateTime(iso: string): string {
  return formatMomentFr(iso);
}

/** '21 nov. 2026', for the list's cards. */
export function formatShortDate(iso: string): string {
  return formatMomentDayFr(iso, { short: true });
}

/** '5,5 kg' from grams (decision 004), or null when not given. */
export function formatWeight(grams: number | null): string | null {
  return grams === null ? null : `${formatFrenchNumber(grams / 1000, { max: 1 })} kg`;
}

/** '40 × 30 × 20 cm' from millimetres, or 'Non spécifiées' when any side is missing. */
export function formatDimensions(lengthMm: number | null, widthMm: number | null, heightMm: number | null) {
  if (lengthMm === null || widthMm === null || heightMm === null) return "Non spécifiées";
  return `${[lengthMm, widthMm, heightMm].map((mm) => formatFrenchNumber(mm / 10, { max: 1 })).join(" × ")} cm`;
}

/** 'France → Togo', for text such as the WhatsApp message. */
export function routeText(fromCountry: string, toCountry: string): string {
  return `${frenchRegionName(fromCountry)} → ${frenchRegionName(toCountry)}`;
}
