import { ArrowLeft, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { displayStatus, parcelTab } from "../../../shared/parcels/display";
import type { ParcelDetail } from "../../../shared/tracking/tracking-schemas";
import { ApiError } from "../../lib/api-error";
import { Button } from "../../ui/button";
import { ErrorMessage } from "../../ui/error-message";
import { SkeletonLines } from "../../ui/skeleton-lines";
import { StatusPill } from "../../ui/status-badge";
import { DeliverySummary } from "./delivery-summary";
import { ParcelFacts } from "./parcel-facts";
import { ParcelPhotos } from "./parcel-photos";
import { ParcelProgress } from "./parcel-progress";
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

function DetailContent({ parcel, isAdmin }: { parcel: ParcelDetail; isAdmin: boolean }) {
  const display = displayStatus(parcel);
  const delivered = parcelTab(parcel.status) === "history";
  return (
    <div className="space-y-5">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-bold text-stone-900">Détails du colis</h2>
          <StatusPill label={display.label} tone={display.tone} />
        </div>
        <p className="mt-1 font-mono text-sm text-stone-600 wrap-anywhere">{parcel.id}</p>
        <p className="mt-0.5 text-sm text-stone-600">
          Code de suivi :{" "}
          <span className="font-mono font-semibold text-stone-900">{parcel.trackingCode}</span>
        </p>
      </div>
      {delivered ? (
        <DeliverySummary parcel={parcel} />
      ) : (
        <ParcelSpecialStatus parcel={parcel} isAdmin={isAdmin} />
      )}
      <ParcelProgress status={parcel.status} />
      <Block title="Informations">
        <ParcelFacts parcel={parcel} />
      </Block>
      {isAdmin && parcel.client && (
        <Block title="Client">
          <p className="text-sm text-stone-900">{parcel.client.name}</p>
          <a
            href={`mailto:${parcel.client.email}`}
            className="text-sm text-brand-800 underline wrap-anywhere"
          >
            {parcel.client.email}
          </a>
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
 * The right-hand panel (seed §2), or the whole screen on a phone, with a way back to the list.
 * Loads the parcel's detail on its own, so the list stays light.
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
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <Button variant="secondary" onClick={onBack} className="mb-5 lg:hidden">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour à la liste
      </Button>
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
        <DetailContent parcel={query.data} isAdmin={isAdmin} />
      )}
    </div>
  );
}
