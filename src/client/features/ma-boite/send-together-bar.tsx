import { Send } from "lucide-react";
import { ButtonLink } from "#client/ui/button";
import type { ShopOrder } from "#shared/shop-orders/shop-order-api";
import { weightText } from "./order-texts";
import { sendTogetherBlocker, sendTogetherPath } from "./send-together-selection";

/**
 * « Expédier ensemble » under the waiting orders (docs/product/ma-boite.md#sending-together): the
 * orders chosen and their weight, the wizard opened with them, or what is still missing.
 */
export function SendTogetherBar({ selected }: { selected: readonly ShopOrder[] }) {
  const blocker = sendTogetherBlocker(selected);
  const grams = selected.reduce((sum, order) => sum + order.weightGrams, 0);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.05)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <p className="text-sm text-stone-700" role="status">
        {selected.length === 0
          ? "Aucune commande choisie."
          : `${selected.length} commande${selected.length > 1 ? "s" : ""} choisie${selected.length > 1 ? "s" : ""} · ${weightText(grams)}`}
      </p>
      {blocker && selected.length > 0 && <p className="mt-1 text-sm font-medium text-amber-800">{blocker}</p>}
      {blocker ? (
        <button
          type="button"
          disabled
          className="mt-2 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-stone-200 px-4 font-semibold text-stone-500 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-4" />
          Expédier ensemble
        </button>
      ) : (
        <ButtonLink
          to={sendTogetherPath(selected.map((order) => order.id))}
          size="lg"
          className="mt-2 w-full sm:w-auto"
        >
          <Send aria-hidden="true" className="size-4" />
          Expédier ensemble
        </ButtonLink>
      )}
    </div>
  );
}
