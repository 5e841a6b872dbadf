import { formatDateTime } from "#client/lib/paris-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a signed-in device was last seen, as the profile says it: 'à l'instant', 'il y a 5 min',
 * 'il y a 3 h', then a date in Paris time ('le 24 novembre 2026 à 14 h 05'), because a customer in Lomé and
 * the carrier in Paris read the same list.
 */
export function lastSeenText(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return "à l'instant";
  if (elapsed < HOUR) return `il y a ${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < 24 * HOUR) return `il y a ${Math.floor(elapsed / HOUR)} h`;
  return `le ${formatDateTime(iso)}`;
}
