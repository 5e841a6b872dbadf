import type { ParcelTab } from "#shared/parcels/display";

export const TAB_LABELS: Record<ParcelTab, string> = {
  active: "Colis Actifs",
  history: "Historique des Livraisons",
};

export const LIST_PANEL_ID = "parcel-list-panel";

/**
 * 'Colis Actifs (n)' and 'Historique des Livraisons (n)'; the count shows once known
 * (docs/product/parcels.md#tracking-screen).
 */
export function ParcelTabs({
  tab,
  counts,
  onChange,
}: {
  tab: ParcelTab;
  counts: Record<ParcelTab, number> | undefined;
  onChange: (tab: ParcelTab) => void;
}) {
  return (
    <div role="tablist" aria-label="Colis" className="flex gap-1 border-b border-stone-200">
      {(["active", "history"] as const).map((name) => {
        const selected = name === tab;
        return (
          <button
            key={name}
            type="button"
            role="tab"
            id={`parcel-tab-${name}`}
            aria-selected={selected}
            aria-controls={LIST_PANEL_ID}
            onClick={() => onChange(name)}
            // Both tabs stay on screen on a phone: a long label wraps rather than scrolling away.
            className={`-mb-px flex-1 border-b-2 px-2 py-2.5 text-center text-sm font-semibold sm:flex-none sm:px-4 ${
              selected
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900"
            }`}
          >
            {TAB_LABELS[name]}
            {counts ? ` (${counts[name]})` : ""}
          </button>
        );
      })}
    </div>
  );
}
