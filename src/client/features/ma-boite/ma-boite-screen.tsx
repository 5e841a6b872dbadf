import { Inbox } from "lucide-react";
import { useState } from "react";
import { ClaimOrderForm } from "#client/features/shop-orders";
import { useOfflineCopySince } from "#client/lib/offline-copies";
import { useDocumentTitle } from "#client/lib/use-document-title";
import { useOnline } from "#client/lib/use-online";
import { usePublicConfig } from "#client/lib/use-public-config";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { OfflineNotice } from "#client/ui/offline-notice";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import { AddressBox } from "./address-box";
import { MY_SHOP_ORDERS_PATH, useMyShopOrders } from "./ma-boite-api";
import { SentOrderRow, WaitingOrderCard } from "./order-card";
import { RefusedItemsBox } from "./refused-items-box";
import { SendTogetherBar } from "./send-together-bar";

const isMyOrdersPath = (path: string) => path === MY_SHOP_ORDERS_PATH;

function LoadingBoxes() {
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="sr-only">Chargement de votre boîte…</p>
      {[0, 1, 2].map((index) => (
        <div key={index} className="rounded-2xl border border-stone-200 bg-white p-5">
          <SkeletonLines lines={3} />
        </div>
      ))}
    </div>
  );
}

/**
 * Ma boîte (docs/product/ma-boite.md#ma-boite): the personal address on top, the refused items, the
 * orders waiting in Paris with their contents and « Expédier ensemble », the claim form, then the
 * orders already sent. Phone first: one column, the send bar stuck to the bottom of the screen.
 */
export function MaBoiteScreen() {
  useDocumentTitle("Ma boîte");
  const orders = useMyShopOrders();
  // Offline, the list is the service worker's last copy (docs/product/offline.md).
  const online = useOnline();
  const copySince = useOfflineCopySince(isMyOrdersPath);
  const config = usePublicConfig().data;
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const data = orders.data;
  const waiting = data?.waiting ?? [];
  const selected = waiting.filter((order) => selectedIds.has(order.id));
  const select = (id: string, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-stone-900">
          <Inbox aria-hidden="true" className="size-8 text-brand-700" />
          Ma boîte
        </h1>
        <p className="mt-2 text-stone-600">
          Vos commandes en ligne reçues à notre adresse de Paris (ou au comptoir de Lomé), à déclarer puis à
          expédier ensemble.
        </p>
      </div>
      <OfflineNotice online={online} since={copySince} fetchedAt={orders.dataUpdatedAt} />
      {orders.isPending && <LoadingBoxes />}
      {orders.isError && (
        <div className="space-y-3">
          <ErrorMessage error={orders.error} />
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            Réessayer
          </Button>
        </div>
      )}
      {data && (
        <>
          <AddressBox lines={data.address} reference={data.reference} />
          <RefusedItemsBox
            labels={(config?.shopOrders.refusedItems ?? []).map((item) => item.label)}
            acknowledged={data.refusedItemsAcknowledged}
          />
          <section aria-labelledby="waiting-heading" className="space-y-4">
            <h2 id="waiting-heading" className="text-xl font-bold text-stone-900">
              En attente d'expédition ({waiting.length})
            </h2>
            {waiting.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
                Aucune commande dans votre boîte pour le moment. Commandez sur Amazon, Shein, Temu… avec
                l'adresse ci-dessus : chaque colis reçu apparaît ici, avec sa photo.
              </p>
            ) : (
              <>
                <ul className="space-y-4">
                  {waiting.map((order) => (
                    <WaitingOrderCard
                      key={order.id}
                      order={order}
                      selected={selectedIds.has(order.id)}
                      onSelect={(on) => select(order.id, on)}
                      canDeclare={data.refusedItemsAcknowledged}
                    />
                  ))}
                </ul>
                <SendTogetherBar selected={selected} />
              </>
            )}
          </section>
          <section
            aria-labelledby="claim-heading"
            className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
          >
            <h2 id="claim-heading" className="mb-3 text-lg font-bold text-stone-900">
              Une commande à votre nom n'apparaît pas ?
            </h2>
            <ClaimOrderForm />
          </section>
          {data.sent.length > 0 && (
            <section aria-labelledby="sent-heading" className="space-y-3">
              <h2 id="sent-heading" className="text-xl font-bold text-stone-900">
                Déjà expédiées
              </h2>
              <ul className="space-y-3">
                {data.sent.map((order) => (
                  <SentOrderRow key={order.id} order={order} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
