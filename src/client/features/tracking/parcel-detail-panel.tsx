import { ArrowLeft, RotateCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { CollectionCodeBox, RecipientDetails } from "#client/features/recipients";
import { ApiError } from "#client/lib/api-error";
import { useOfflineCopySince } from "#client/lib/offline-copies";
import { useOnline } from "#client/lib/use-online";
import { Button } from "#client/ui/button";
import { CloseMessageButton } from "#client/ui/close-message-button";
import { DocumentLinks } from "#client/ui/document-links";
import { ErrorMessage } from "#client/ui/error-message";
import { Notice } from "#client/ui/notice";
import { OfflineNotice } from "#client/ui/offline-notice";
import { ParcelContents } from "#client/ui/parcel-contents";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import { StatusPill } from "#client/ui/status-badge";
import { canCancelRequest } from "#shared/parcels/client-actions";
import { displayStatus, parcelTab } from "#shared/parcels/display";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";
import { RECIPIENT_LABELS } from "#shared/recipients/recipient";
import { adminCustomsDeclarationPath, customsDeclarationPath } from "#shared/shop-orders/parcel-contents-api";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { CancelRequest } from "./cancel-request";
import { DeliverySummary } from "./delivery-summary";
import { DropoffBox } from "./dropoff-box";
import { EditContents } from "./edit-contents";
import { ParcelFacts } from "./parcel-facts";
import { ParcelPhotos } from "./parcel-photos";
import { ParcelProgress } from "./parcel-progress";
import { ParcelShopOrders } from "./parcel-shop-orders";
import { ParcelSpecialStatus } from "./parcel-special-status";
import { useParcelDetail } from "./parcels-api";
import { ShareTrackingLink } from "./share-tracking-link";
import { TrackingTimeline } from "./tracking-timeline";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-5">
      <h3 className="mb-3 text-base font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

/** Offline, the actions that need the server are greyed out and say why (docs/product/offline.md). */
export const OFFLINE_ACTIONS_MESSAGE =
  "Vous êtes hors ligne : les actions sur ce colis (annuler, choisir une date, payer) reviendront avec la connexion.";

function DetailContent({
  parcel,
  isAdmin,
  online,
}: {
  parcel: ParcelDetail;
  isAdmin: boolean;
  online: boolean;
}) {
  const display = displayStatus(parcel);
  const delivered = parcelTab(parcel.status) === "history";
  // Outlive the date form and the dialog, which are gone once the parcel has changed.
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-medium text-stone-600">Détails du colis</p>
        <div className="mt-1 flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <h2 className="min-w-0 text-xl font-bold text-stone-900 wrap-anywhere">
            {parcelHumanName(parcel)}
          </h2>
          <StatusPill label={display.label} tone={display.tone} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          Numéro :{" "}
          {/* The short reference (decision 100); inline-block: on a phone an id standing in moves to its own
              line whole instead of breaking at its hyphen. */}
          <span className="inline-block max-w-full font-mono font-semibold text-stone-900 wrap-anywhere">
            {readableReference(parcel)}
          </span>
        </p>
        <p className="mt-0.5 text-sm text-stone-600">
          Code de suivi :{" "}
          <span className="font-mono font-semibold text-stone-900">{parcel.trackingCode}</span>
        </p>
      </div>
      {refusal && (
        <Notice
          tone="info"
          action={
            <CloseMessageButton
              onClick={() => setRefusal(null)}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-sky-100"
            />
          }
        >
          {refusal}
        </Notice>
      )}
      {!online && !delivered && <p className="text-sm text-stone-700">{OFFLINE_ACTIONS_MESSAGE}</p>}
      {/* A disabled fieldset disables every button and field inside it at once. */}
      <fieldset disabled={!online} className="min-w-0 space-y-5 disabled:opacity-60">
        {delivered ? (
          <DeliverySummary parcel={parcel} />
        ) : (
          <ParcelSpecialStatus
            parcel={parcel}
            isAdmin={isAdmin}
            chosenDate={chosenDate}
            onChosen={(date) => {
              setRefusal(null);
              setChosenDate(date);
            }}
            onStale={setRefusal}
          />
        )}
        {!isAdmin && canCancelRequest(parcel) && (
          <CancelRequest parcelId={parcel.id} onRefused={setRefusal} />
        )}
      </fieldset>
      {/* Sent by the server until the parcel is received (docs/product/departures.md#drop-off-for-the-client). */}
      {parcel.dropoff && (
        <DropoffBox
          dropoff={parcel.dropoff}
          fromCountry={parcel.fromCountry}
          departureDate={parcel.preferredDate}
          heading="h3"
        />
      )}
      {/* Nothing left to collect once delivered, cancelled or refused (docs/product/recipients.md#collection-code). */}
      {parcel.collectionCode && parcel.status !== "delivered" && parcel.status !== "rejected" && (
        <CollectionCodeBox code={parcel.collectionCode} heading="h3" />
      )}
      <ParcelProgress status={parcel.status} />
      <Block title="Informations">
        <ParcelFacts parcel={parcel} />
      </Block>
      <Block title="Contenu">
        <ParcelContents
          contents={parcel.contents}
          declarationUrl={
            isAdmin ? adminCustomsDeclarationPath(parcel.id) : customsDeclarationPath(parcel.id)
          }
        />
        {!isAdmin && parcel.status === "pending" && online && <EditContents parcel={parcel} />}
      </Block>
      {parcel.shopOrders && parcel.shopOrders.length > 0 && (
        <div className="border-t border-stone-200 pt-5">
          <ParcelShopOrders orders={parcel.shopOrders} repacking={parcel.repacking} />
        </div>
      )}
      {parcel.documents && parcel.documents.length > 0 && (
        <section className="border-t border-stone-200 pt-5">
          <DocumentLinks documents={parcel.documents} />
        </section>
      )}
      {parcel.recipient && (
        <Block title={RECIPIENT_LABELS.section}>
          <RecipientDetails recipient={parcel.recipient} />
        </Block>
      )}
      {isAdmin && parcel.client && (
        <Block title="Client">
          <p className="text-sm text-stone-900">{parcel.client.name}</p>
          {/* No address once the client deleted the account (docs/product/accounts.md#account-deletion). */}
          {parcel.client.email && (
            <a
              href={`mailto:${parcel.client.email}`}
              className="text-sm text-brand-800 underline wrap-anywhere"
            >
              {parcel.client.email}
            </a>
          )}
        </Block>
      )}
      <Block title="Historique de suivi">
        <TrackingTimeline entries={parcel.history} />
      </Block>
      <Block title="Photos">
        <ParcelPhotos photos={parcel.photos} />
      </Block>
      <Block title="Lien de suivi à partager">
        <ShareTrackingLink
          trackingCode={parcel.trackingCode}
          fromCountry={parcel.fromCountry}
          toCountry={parcel.toCountry}
        />
      </Block>
    </div>
  );
}

/**
 * The right-hand panel (docs/product/parcels.md#tracking-screen), or the whole screen on a phone, with a
 * way back to the list. Loads the parcel's detail on its own, so the list stays light.
 */
export function ParcelDetailPanel({
  id,
  isAdmin,
  onBack,
}: {
  id: string;
  isAdmin: boolean;
  onBack: () => void;
}) {
  const query = useParcelDetail(id);
  const online = useOnline();
  const detailPath = `/api/parcels/${encodeURIComponent(id)}`;
  const copySince = useOfflineCopySince((path) => path === detailPath);
  return (
    <section
      aria-label="Détails du colis"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <Button variant="secondary" onClick={onBack} className="mb-5 lg:hidden">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour à la liste
      </Button>
      <OfflineNotice online={online} since={copySince} fetchedAt={query.dataUpdatedAt} className="mb-5" />
      {query.isPending ? (
        <div role="status" aria-label="Chargement du colis…">
          <SkeletonLines lines={8} />
        </div>
      ) : query.isError ? (
        <div className="space-y-3">
          <ErrorMessage error={query.error} />
          {!(query.error instanceof ApiError && query.error.status === 404) && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Réessayer
            </Button>
          )}
        </div>
      ) : (
        <DetailContent parcel={query.data} isAdmin={isAdmin} online={online} />
      )}
    </section>
  );
}
