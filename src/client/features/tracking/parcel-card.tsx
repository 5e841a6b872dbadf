import { ChevronRight } from "lucide-react";
import { displayStatus } from "../../../shared/parcels/display";
import type { ParcelSummary } from "../../../shared/tracking/tracking-schemas";
import { StatusPill } from "../../ui/status-badge";
import { RouteLine } from "./route-line";
import { formatShortDate } from "./tracking-format";

/** One parcel in the list: a button that opens the detail panel. */
export function ParcelCard({
  parcel,
  selected,
  onSelect,
}: {
  parcel: ParcelSummary;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const display = displayStatus(parcel);
  return (
    <button
      type="button"
      onClick={() => onSelect(parcel.id)}
      aria-current={selected ? "true" : undefined}
      className={`group flex w-full items-start gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors ${
        selected ? "border-brand-600 ring-2 ring-brand-600/30" : "border-stone-200 hover:border-brand-300"
      }`}
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-mono text-xs text-stone-600 wrap-anywhere">{parcel.id}</span>
          <StatusPill label={display.label} tone={display.tone} />
        </span>
        <span className="mt-1.5 line-clamp-2 font-semibold text-stone-900 wrap-anywhere">
          {parcel.description}
        </span>
        <RouteLine
          fromCountry={parcel.fromCountry}
          toCountry={parcel.toCountry}
          className="mt-1 text-sm text-stone-700"
        />
        {parcel.client && (
          <span className="mt-1 block text-sm text-stone-600 wrap-anywhere">
            {parcel.client.name} · {parcel.client.email}
          </span>
        )}
        <span className="mt-1 block text-xs text-stone-600">
          Demandé le {formatShortDate(parcel.createdAt)}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="mt-6 size-5 shrink-0 text-stone-400 group-hover:text-brand-700 lg:hidden"
      />
    </button>
  );
}

/** Card-shaped grey blocks while the list loads: the page keeps its layout (no spinner). */
export function ParcelCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex justify-between gap-3">
            <div className="h-3 w-40 rounded bg-stone-200 motion-safe:animate-pulse" />
            <div className="h-5 w-20 rounded-full bg-stone-200 motion-safe:animate-pulse" />
          </div>
          <div className="mt-3 h-4 w-3/4 rounded bg-stone-200 motion-safe:animate-pulse" />
          <div className="mt-2 h-3 w-1/2 rounded bg-stone-200 motion-safe:animate-pulse" />
        </li>
      ))}
    </ul>
  );
}
