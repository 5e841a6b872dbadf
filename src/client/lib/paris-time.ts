/**
 * Instants in Paris time whatever the browser's zone, as the carrier reads them and as the profile
 * dates a signed-in device. Only signed-in pages use this, so Intl is fine here (docs/decisions/029
 * concerns the public pages).
 */
const PARIS = "Europe/Paris";

/** '24/11/2026 14:05'. */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: PARIS });

/** '24/11/2026 à 14:05', inside a sentence. */
export function formatDateAtTime(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("fr-FR", { dateStyle: "short", timeZone: PARIS });
  const time = date.toLocaleTimeString("fr-FR", { timeStyle: "short", timeZone: PARIS });
  return `${day} à ${time}`;
}
