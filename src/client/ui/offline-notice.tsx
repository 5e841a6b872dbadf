import { WifiOff } from "lucide-react";
import { formatDayFr, formatTimeFr, momentParts } from "#shared/french-dates";

/**
 * « hors ligne — dernière mise à jour à 14 h 05 » (docs/product/offline.md): the time of the data on
 * screen, in the reader's own zone; with its day when it is not today's.
 */
export function lastUpdateText(fetchedAt: string, now: Date = new Date()): string {
  const moment = momentParts(fetchedAt);
  const today = momentParts(now);
  const time = formatTimeFr(moment.hour, moment.minute);
  const sameDay = moment.year === today.year && moment.month === today.month && moment.day === today.day;
  return sameDay
    ? `Hors ligne — dernière mise à jour à ${time}`
    : `Hors ligne — dernière mise à jour le ${formatDayFr(moment)} à ${time}`;
}

/**
 * Shown above data that may be old: when the browser has no connection, or when the data on screen is
 * a copy the service worker kept (`since`, the time it was fetched). `fetchedAt` is the time the page
 * last got the data otherwise (TanStack Query's dataUpdatedAt).
 */
export function OfflineNotice({
  online,
  since,
  fetchedAt,
  className = "",
}: {
  online: boolean;
  since: string | null;
  fetchedAt: number;
  className?: string;
}) {
  if (online && since === null) return null;
  const at = since ?? new Date(fetchedAt || Date.now()).toISOString();
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ${className}`}
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {lastUpdateText(at)}
    </p>
  );
}
