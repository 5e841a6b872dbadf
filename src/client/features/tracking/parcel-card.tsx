import { ChevronRight } from "lucide-react";
import { StatusPill } from "#client/ui/status-badge";
import { displayStatus } from "#shared/parcels/display";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";
import { owedLine } from "#shared/parcels/weigh-in";
import type { ParcelSummary } from "#shared/tracking/tracking-schemas";
import { formatShortDate } from "./tracking-format";

/**
 * One parcel in the list: a button that opens the detail panel. People know a parcel by what is in it
 * and where it goes, so the human name leads and the id is a small line below
 * (docs/product/parcels.md#human-name). After a weigh-in that asks for more, the client's card says
 * how much and that the parcel waits for it (docs/product/parcels.md#owed).
 */
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
  // The client's own card says what is still owed; the carrier's list shows balances its own way.
  const owed = parcel.client ? null : owedLine(parcel.balance);
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
        <span className="line-clamp-3 font-semibold text-stone-900 wrap-anywhere">
          {parcelHumanName(parcel)}
        </span>
        <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusPill label={display.label} tone={display.tone} />
          <span className="text-xs text-stone-600">Demandé le {formatShortDate(parcel.createdAt)}</span>
        </span>
        {owed && <span className="mt-1.5 block text-sm font-semibold text-amber-900">{owed}</span>}
        <span className="mt-1.5 block font-mono text-xs text-stone-600 wrap-anywhere">
          {readableReference(parcel)}
        </span>
        {parcel.client && (
          <span className="mt-1 block text-sm text-stone-600 wrap-anywhere">
            {parcel.client.name}
            {parcel.client.email && ` · ${parcel.client.email}`}
          </span>
        )}
      </span>
      <ChevronRight
        aria-hidden="true"
        className="mt-6 size-5 shrink-0 text-stone-400 group-hover:text-brand-700 lg:hidden"
      />
    </button>
  );
}
