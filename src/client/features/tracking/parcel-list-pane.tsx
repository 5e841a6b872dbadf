import { PackageOpen, Plus, RotateCw } from "lucide-react";
import { Button, ButtonLink } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { ParcelCardSkeletons } from "#client/ui/parcel-card-skeletons";
import type { ParcelTab } from "#shared/parcels/display";
import type { ParcelSummary } from "#shared/tracking/tracking-schemas";
import { ParcelCard } from "./parcel-card";
import type { useParcelList } from "./parcels-api";

type ListQuery = ReturnType<typeof useParcelList>;

/** What to do next when a tab is empty: a client can always start a new request. */
function EmptyList({ tab, search, isAdmin }: { tab: ParcelTab; search: string; isAdmin: boolean }) {
  const text = search
    ? `Aucun colis ne correspond à « ${search} ». Vérifiez le numéro ou la description.`
    : isAdmin
      ? tab === "active"
        ? "Aucune demande en cours pour le moment."
        : "Aucun colis livré pour le moment."
      : tab === "active"
        ? "Vous n'avez aucun colis en cours. Faites une demande pour envoyer votre premier colis."
        : "Aucun colis livré pour le moment. Vos colis livrés apparaîtront ici.";
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <PackageOpen aria-hidden="true" className="mx-auto size-10 text-stone-400" />
      <h2 className="mt-3 text-lg font-semibold text-stone-900">Aucun colis</h2>
      <p className="mt-1 text-sm text-stone-600">{text}</p>
      {!isAdmin && !search && (
        <ButtonLink to="/request" className="mt-5">
          <Plus aria-hidden="true" className="size-4" />
          Nouvelle Demande
        </ButtonLink>
      )}
    </div>
  );
}

export function ParcelListPane({
  query,
  tab,
  search,
  isAdmin,
  selectedId,
  onSelect,
}: {
  query: ListQuery;
  tab: ParcelTab;
  search: string;
  isAdmin: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  if (query.isPending) return <ParcelCardSkeletons />;
  // A failed "next page" keeps the pages already shown; only a failed first page replaces them.
  if (!query.data) {
    return (
      <div className="space-y-3">
        <ErrorMessage error={query.error} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }
  const parcels: ParcelSummary[] = query.data.pages.flatMap((page) => page.parcels);
  if (parcels.length === 0) return <EmptyList tab={tab} search={search} isAdmin={isAdmin} />;
  return (
    <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
      <ul className="space-y-3">
        {parcels.map((parcel) => (
          <li key={parcel.id}>
            <ParcelCard parcel={parcel} selected={parcel.id === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Chargement…" : "Afficher plus de colis"}
        </Button>
      )}
      {query.isFetchNextPageError && <ErrorMessage error={query.error} className="mt-3" />}
    </div>
  );
}
