import { PackageCheck } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import {
  contentLineText,
  SEND_TOGETHER_PARAM,
  sendTogetherDescription,
  sendTogetherWeightKg,
  useMyShopOrders,
  weightText,
} from "#client/features/ma-boite";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { REPACKING_CHOICES, REPACKING_LABELS } from "#shared/shop-orders/contents";
import { PLACE_ROUTES } from "#shared/shop-orders/shops";
import type { WizardDraft } from "./wizard-draft";

/**
 * Orders of Ma boîte sent together (docs/product/ma-boite.md#sending-together). Opened from Ma boîte
 * with `?commandes=…`: the draft takes the orders, a description naming their shops and their weights
 * added up as the estimate (the client may still change both); the orders' contents are shown as
 * declared, not edited here, and the client chooses how they are packed.
 */
export function SendTogetherSection({
  draft,
  update,
  errors,
}: {
  draft: WizardDraft;
  update: (patch: Partial<WizardDraft>) => void;
  errors: Record<string, string>;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(SEND_TOGETHER_PARAM);
  const orders = useMyShopOrders();
  const waiting = orders.data?.waiting;

  useEffect(() => {
    if (asked === null || !waiting) return;
    const ids = new Set(asked.split(",").filter(Boolean));
    const chosen = waiting.filter((order) => ids.has(order.id));
    // Paris's orders travel France → Togo, Lomé's the reverse route.
    const place = chosen[0]?.place;
    update({
      ...(place ? PLACE_ROUTES[place] : {}),
      orderIds: chosen.map((order) => order.id),
      description: chosen.length > 0 ? sendTogetherDescription(chosen) : draft.description,
      weightKg: chosen.length > 0 ? sendTogetherWeightKg(chosen) : draft.weightKg,
      repacking: chosen.length > 1 ? draft.repacking || "keep" : "",
    });
    setParams({}, { replace: true });
  }, [asked, waiting, update, setParams, draft.description, draft.weightKg, draft.repacking]);

  if (draft.orderIds.length === 0) return null;
  const chosen = (waiting ?? []).filter((order) => draft.orderIds.includes(order.id));
  const problem = errors.orderIds ?? errors.repacking;
  return (
    <section
      aria-labelledby="send-together-heading"
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id="send-together-heading" className="flex items-center gap-2 font-semibold text-stone-900">
        <PackageCheck aria-hidden="true" className="size-5 text-brand-700" />
        {draft.orderIds.length > 1
          ? `${draft.orderIds.length} commandes de Ma boîte expédiées ensemble`
          : "Une commande de Ma boîte"}
      </h3>
      <ErrorMessage error={orders.error} />
      <ul className="space-y-3">
        {chosen.map((order) => (
          <li key={order.id} className="rounded-lg bg-white p-3 text-sm">
            <p className="font-semibold text-stone-900">
              {order.shopLabel} · {weightText(order.weightGrams)} · suivi {order.trackingNumber}
            </p>
            <ul className="mt-1 space-y-0.5 text-stone-700">
              {order.contents.map((item) => (
                <li key={item.id}>{contentLineText(item)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {draft.orderIds.length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Emballage</legend>
          <div className="mt-2 space-y-2">
            {REPACKING_CHOICES.map((choice) => (
              <label key={choice} className="flex items-center gap-3 text-sm text-stone-900">
                <input
                  type="radio"
                  name="repacking"
                  value={choice}
                  className="size-5 accent-brand-700"
                  checked={draft.repacking === choice}
                  onChange={() => update({ repacking: choice })}
                />
                {REPACKING_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {problem && <ErrorMessage error={problem} message={problem} />}
      <Button variant="secondary" onClick={() => update({ orderIds: [], repacking: "" })}>
        Ne plus expédier ces commandes
      </Button>
    </section>
  );
}

/** True when this request sends orders of Ma boîte: their declared contents replace the typed ones. */
export const sendsOrders = (draft: WizardDraft) => draft.orderIds.length > 0;

/**
 * The review's rows for orders sent together: the orders, their declared contents (the parcel's
 * contents) and how they are packed; none for a parcel the client brings.
 */
export function useSendTogetherRows(draft: WizardDraft): [string, string][] {
  const waiting = useMyShopOrders().data?.waiting;
  if (!sendsOrders(draft)) return [];
  const chosen = (waiting ?? []).filter((order) => draft.orderIds.includes(order.id));
  const rows: [string, string][] = [
    [
      "Commandes de Ma boîte",
      chosen.length > 0
        ? chosen.map((order) => `${order.shopLabel} · ${weightText(order.weightGrams)}`).join("\n")
        : String(draft.orderIds.length),
    ],
    ["Contenu", chosen.flatMap((order) => order.contents.map(contentLineText)).join("\n")],
  ];
  if (draft.repacking) rows.push(["Emballage", REPACKING_LABELS[draft.repacking]]);
  return rows;
}
