import { CalendarCheck, RotateCw, SearchX, ShieldCheck } from "lucide-react";
import { ApiError } from "#client/lib/api-error";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import { StatusPill } from "#client/ui/status-badge";
import { formatDateFr } from "#shared/calendar-dates";
import type { PublicTracking } from "#shared/tracking/tracking-schemas";
import { CollectionPointBlock } from "./collection-point-block";
import { OpenInAdminLink } from "./open-in-admin-link";
import { ParcelProgress } from "./parcel-progress";
import { RouteLine } from "./route-line";
import { TrackCodeForm } from "./track-code-form";
import { TrackingTimeline } from "./tracking-timeline";
import { usePublicTracking } from "./use-public-tracking";

const CARD = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6";

/** Who is signed in, as the app shell reads it: undefined while unknown, null for a visitor. */
type Viewer = { role: string } | null | undefined;

function Tracking({ tracking, viewer }: { tracking: PublicTracking; viewer: Viewer }) {
  return (
    <div className="space-y-6">
      <div className={CARD}>
        <p className="text-sm text-stone-600">
          Code de suivi :{" "}
          <span className="font-mono font-semibold text-stone-900">{tracking.trackingCode}</span>
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <RouteLine
            fromCountry={tracking.fromCountry}
            toCountry={tracking.toCountry}
            className="text-lg font-semibold text-stone-900"
          />
          <StatusPill label={tracking.statusLabel} tone={tracking.statusTone} />
        </div>
        <div className="mt-5">
          <ParcelProgress status={tracking.status} />
        </div>
        {tracking.estimatedArrivalDate &&
          tracking.status !== "delivered" &&
          tracking.status !== "rejected" && (
            <p className="mt-5 flex items-start gap-2 text-sm text-stone-800">
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                Arrivée estimée : <strong>{formatDateFr(tracking.estimatedArrivalDate)}</strong>
              </span>
            </p>
          )}
        <div className="mt-5 empty:hidden">
          <OpenInAdminLink code={tracking.trackingCode} viewer={viewer} />
        </div>
      </div>
      {tracking.collectionPoint && <CollectionPointBlock point={tracking.collectionPoint} />}
      <section aria-labelledby="public-history-title" className={CARD}>
        <h2 id="public-history-title" className="mb-4 text-lg font-semibold text-stone-900">
          Historique de suivi
        </h2>
        <TrackingTimeline entries={tracking.history} />
      </section>
      <p className="flex items-start gap-2 text-sm text-stone-600">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Cette page montre seulement le trajet et l'avancement du colis : aucune information personnelle.
      </p>
    </div>
  );
}

function NotFound() {
  return (
    <div className={`${CARD} text-center`}>
      <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
      <h2 className="mt-3 text-xl font-semibold text-stone-900">Colis introuvable</h2>
      <p className="mt-1 text-stone-600">
        Aucun colis ne correspond à ce code. Vérifiez le lien ou le code reçu, puis réessayez.
      </p>
    </div>
  );
}

/**
 * The page a recipient opens from a shared link (docs/product/parcels.md#public-tracking). It starts as
 * the skeleton that the server prerendered (the same for every code), then shows what the API returns.
 * `viewer` (the page's session) only decides whether an administrator gets `Ouvrir dans
 * l'administration` (docs/product/departures.md#scanning); the public answer stays the same for all.
 */
export function PublicTrackingView({ code, viewer }: { code: string; viewer?: Viewer }) {
  const query = usePublicTracking(code);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Suivi de colis</h1>
      <div className="mt-6">
        {query.status === "pending" ? (
          <div className={CARD} role="status" aria-label="Chargement du suivi…">
            <SkeletonLines lines={6} />
          </div>
        ) : query.status === "success" ? (
          <Tracking tracking={query.data} viewer={viewer} />
        ) : notFound ? (
          <NotFound />
        ) : (
          <div className="space-y-3">
            <ErrorMessage error={query.error} />
            <Button variant="secondary" onClick={query.retry}>
              <RotateCw aria-hidden="true" className="size-4" />
              Réessayer
            </Button>
          </div>
        )}
      </div>
      <aside aria-labelledby="other-code-title" className={`${CARD} mt-8`}>
        <h2 id="other-code-title" className="text-lg font-semibold text-stone-900">
          {notFound ? "Saisir un code de suivi" : "Suivre un autre colis"}
        </h2>
        <TrackCodeForm className="mt-3" />
      </aside>
    </section>
  );
}
