import { formatMomentFr, PARIS } from "#shared/french-dates";

/**
 * Instants in Paris time whatever the browser's zone, as the carrier reads them and as the profile
 * dates a signed-in device, written the product's one way (decision 074).
 */

/** '24 novembre 2026 à 14 h 05'. */
export const formatDateTime = (iso: string): string => formatMomentFr(iso, { timeZone: PARIS });
