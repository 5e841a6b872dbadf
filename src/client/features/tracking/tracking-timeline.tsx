import { MapPin } from "lucide-react";
import { type ParcelStatus, STATUS_LABELS } from "#shared/parcels/status";
import { formatDateTime } from "./tracking-format";

type TimelineEntry = { status: ParcelStatus; note: string; location: string | null; createdAt: string };

/**
 * The tracking history (docs/product/administration.md#history-order) as a timeline, newest on top so the
 * latest news is read first: status label, date and time in French, note and location.
 */
export function TrackingTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) {
    return <p className="text-sm text-stone-600">Aucun événement de suivi pour le moment.</p>;
  }
  const newestFirst = [...entries].reverse();
  return (
    <ol className="relative space-y-5 border-l-2 border-brand-100 pl-5">
      {newestFirst.map((entry, index) => (
        <li key={`${entry.createdAt}|${entry.status}|${entry.note}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[27px] size-3.5 rounded-full border-2 border-white ${index === 0 ? "bg-brand-600" : "bg-stone-300"}`}
          />
          <p className="font-semibold text-stone-900">{STATUS_LABELS[entry.status]}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
          <p className="mt-1 text-sm text-stone-800">{entry.note}</p>
          {entry.location && (
            <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-stone-600">
              <MapPin aria-hidden="true" className="size-3.5" />
              {entry.location}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
