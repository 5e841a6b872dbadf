import { PackageOpen } from "lucide-react";
import { useId, useState } from "react";
import { AppLink } from "#client/lib/navigation";
import { Button } from "#client/ui/button";
import type { ShopOrder } from "#shared/shop-orders/shop-order-api";
import { ContentsForm } from "./contents-form";
import { arrivalText, contentLineText, storageText, weightText } from "./order-texts";

/** The first photo taken at reception, or a box drawn in its place (no photo, or not served). */
function OrderThumbnail({ url }: { url: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed)
    return (
      <span className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-400">
        <PackageOpen aria-hidden="true" className="size-8" />
      </span>
    );
  return (
    <img
      src={url}
      alt="La commande à son arrivée"
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-20 shrink-0 rounded-lg object-cover"
    />
  );
}

function OrderFacts({ order }: { order: ShopOrder }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="text-base font-semibold text-stone-900">
        {order.shopLabel} · {weightText(order.weightGrams)}
      </p>
      <p className="wrap-anywhere text-sm text-stone-600">Suivi {order.trackingNumber}</p>
      <p className="text-sm text-stone-600">{arrivalText(order.receivedAt, order.place)}</p>
    </div>
  );
}

/**
 * A waiting order in Ma boîte (docs/product/ma-boite.md#ma-boite): photo, shop, weight, arrival, free
 * storage left, its declared contents and the form to declare them; a box to choose it for
 * « Expédier ensemble ».
 */
export function WaitingOrderCard({
  order,
  selected,
  onSelect,
  canDeclare,
}: {
  order: ShopOrder;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** False until the refused-items list is acknowledged. */
  canDeclare: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const checkboxId = useId();
  const late = order.storageDaysLeft < 0;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-4">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Choisir la commande ${order.shopLabel} ${order.trackingNumber}`}
        />
        <OrderThumbnail url={order.photoUrls[0]} />
        <OrderFacts order={order} />
      </div>
      <p className={`mt-3 text-sm font-medium ${late ? "text-red-700" : "text-brand-800"}`}>
        {storageText(order.storageDaysLeft)}
      </p>
      <div className="mt-3 border-t border-stone-100 pt-3">
        <h3 className="text-sm font-semibold text-stone-800">Contenu déclaré</h3>
        {order.contents.length === 0 ? (
          <p className="mt-1 text-sm text-amber-800">À déclarer avant l'expédition.</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-sm text-stone-700">
            {order.contents.map((item) => (
              <li key={item.id}>{contentLineText(item)}</li>
            ))}
          </ul>
        )}
        {editing ? (
          <div className="mt-4">
            <ContentsForm order={order} onSaved={() => setEditing(false)} />
          </div>
        ) : canDeclare ? (
          <Button variant="secondary" className="mt-3" onClick={() => setEditing(true)}>
            {order.contents.length === 0 ? "Déclarer le contenu" : "Modifier le contenu"}
          </Button>
        ) : (
          <p className="mt-2 text-sm text-stone-600">
            Confirmez d'abord la liste des articles refusés, plus haut, pour déclarer le contenu.
          </p>
        )}
      </div>
    </li>
  );
}

/** An order already sent: shop, tracking number, and the parcel it left in. */
export function SentOrderRow({ order }: { order: ShopOrder }) {
  return (
    <li className="flex items-start gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <OrderThumbnail url={order.photoUrls[0]} />
      <div className="min-w-0 flex-1">
        <OrderFacts order={order} />
        {order.parcelId && (
          <AppLink
            to={`/tracking?colis=${encodeURIComponent(order.parcelId)}`}
            className="mt-1 inline-block text-sm font-semibold text-brand-800 underline"
          >
            Colis {order.parcelReference ?? ""}
          </AppLink>
        )}
      </div>
    </li>
  );
}
