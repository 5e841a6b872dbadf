import { formatKg } from "#shared/departures/departure-text";
import { REPACKING_LABELS, type RepackingChoice } from "#shared/shop-orders/contents";
import type { ParcelShopOrder } from "#shared/shop-orders/shop-order-api";

/**
 * The orders of Ma boîte that travel in this parcel and how they are packed
 * (docs/product/ma-boite.md#sending-together): the client's detail and the carrier's dialog. Nothing
 * for a parcel brought by the client.
 */
export function ParcelShopOrders({
  orders,
  repacking,
  headingClassName = "mb-3 text-base font-semibold text-stone-900",
}: {
  orders: readonly ParcelShopOrder[] | undefined;
  repacking: RepackingChoice | null | undefined;
  headingClassName?: string;
}) {
  if (!orders || orders.length === 0) return null;
  return (
    <section aria-label="Commandes de Ma boîte">
      <h3 className={headingClassName}>Commandes de Ma boîte ({orders.length})</h3>
      <ul className="space-y-1.5 text-sm text-stone-800">
        {orders.map((order) => (
          <li key={order.id} className="wrap-anywhere">
            <span className="font-medium">{order.shopLabel}</span> · suivi {order.trackingNumber} ·{" "}
            {`${formatKg(order.weightGrams)}\u00a0kg`}
          </li>
        ))}
      </ul>
      {repacking && (
        <p className="mt-2 text-sm text-stone-700">
          Emballage : <span className="font-medium">{REPACKING_LABELS[repacking]}</span>
        </p>
      )}
    </section>
  );
}
