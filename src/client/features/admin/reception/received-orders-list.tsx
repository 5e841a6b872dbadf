import { useState } from "react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Spinner } from "#client/ui/spinner";
import { formatMomentDayFr, formatMomentFr, PARIS } from "#shared/french-dates";
import { orderWeightText, type ReceivedOrder } from "#shared/shop-orders/reception-api";
import { RECEPTION_PLACE_LABELS } from "#shared/shop-orders/shops";
import { ClientLines, ClientPicker } from "./client-picker";
import { type ReceptionView, useOrderAction, useReceivedOrders } from "./reception-queries";

const EMPTY: Record<ReceptionView, string> = {
  recent: "Aucune commande reçue pour l'instant.",
  unidentified: "Aucune commande à identifier.",
  overdue: "Aucune commande au-delà du stockage gratuit.",
};

const storageText = (order: ReceivedOrder) => {
  if (order.parcelId) return `Expédiée${order.parcelReference ? ` (colis ${order.parcelReference})` : ""}`;
  if (order.storageDaysLeft < 0) {
    const over = -order.storageDaysLeft;
    return `Stockage gratuit dépassé de ${over} jour${over > 1 ? "s" : ""}`;
  }
  return `Stockage gratuit : encore ${order.storageDaysLeft} jour${order.storageDaysLeft > 1 ? "s" : ""}`;
};

/** What the carrier does with an order to identify: confirm or refuse its claim, or name its owner. */
function UnidentifiedActions({ order }: { order: ReceivedOrder }) {
  const action = useOrderAction();
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="space-y-2">
      {order.claim ? (
        <div className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            Réclamée le {formatMomentFr(order.claim.claimedAt, { timeZone: PARIS })} par :
          </p>
          <ClientLines client={order.claim.client} />
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: "confirm", orderId: order.id })}
            >
              Confirmer : c'est sa commande
            </Button>
            <Button
              variant="secondary"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: "refuse", orderId: order.id })}
            >
              Refuser la réclamation
            </Button>
          </div>
        </div>
      ) : choosing ? (
        <ClientPicker
          label="Chercher le propriétaire"
          onPick={(client) => action.mutate({ kind: "owner", orderId: order.id, clientId: client.id })}
        />
      ) : (
        <Button variant="secondary" onClick={() => setChoosing(true)}>
          Attribuer à un client
        </Button>
      )}
      {action.error && <ErrorMessage error={action.error} />}
    </div>
  );
}

function OrderCard({ order, view }: { order: ReceivedOrder; view: ReceptionView }) {
  const [photo] = order.photoUrls;
  return (
    <li className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        {photo && (
          <a href={photo} target="_blank" rel="noreferrer" className="shrink-0">
            <img
              src={photo}
              alt={`Colis ${order.shopLabel}`}
              loading="lazy"
              className="size-20 rounded-lg border border-stone-200 object-cover"
            />
          </a>
        )}
        <div className="min-w-0 space-y-0.5 text-sm text-stone-700">
          <p className="text-base font-semibold text-stone-900">
            {order.shopLabel} · {orderWeightText(order.weightGrams)}
          </p>
          <p className="font-mono wrap-anywhere">{order.trackingNumber}</p>
          {order.orderNumber && <p className="wrap-anywhere">Commande {order.orderNumber}</p>}
          <p>
            Reçue le {formatMomentDayFr(order.receivedAt, { timeZone: PARIS, short: true })} à{" "}
            {RECEPTION_PLACE_LABELS[order.place]}
            {order.photoUrls.length > 1 ? ` · ${order.photoUrls.length} photos` : ""}
          </p>
          <p className={order.storageDaysLeft < 0 && !order.parcelId ? "font-medium text-red-700" : ""}>
            {storageText(order)}
          </p>
          {order.note && <p className="italic wrap-anywhere">« {order.note} »</p>}
        </div>
      </div>
      {order.client ? (
        <div className="rounded-xl bg-stone-50 p-3">
          <ClientLines client={order.client} />
        </div>
      ) : (
        <p className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          À identifier
        </p>
      )}
      {view === "unidentified" && !order.client && <UnidentifiedActions order={order} />}
    </li>
  );
}

/** One of the carrier's lists of received orders, newest first. */
export function ReceivedOrdersList({ view, title }: { view: ReceptionView; title: string }) {
  const { data, error, isPending } = useReceivedOrders(view);
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      {error && <ErrorMessage error={error} />}
      {isPending ? (
        <Spinner />
      ) : data && data.orders.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
          {EMPTY[view]}
        </p>
      ) : (
        <ul className="space-y-3">
          {data?.orders.map((order) => (
            <OrderCard key={order.id} order={order} view={view} />
          ))}
        </ul>
      )}
    </section>
  );
}
