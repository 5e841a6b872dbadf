import { Package } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PersonalAddressReminder, useSession } from "#client/features/accounts";
import { useOfflineCopySince } from "#client/lib/offline-copies";
import { useDebouncedValue } from "#client/lib/use-debounced-value";
import { useDocumentTitle } from "#client/lib/use-document-title";
import { useOnline } from "#client/lib/use-online";
import { OfflineNotice } from "#client/ui/offline-notice";
import { SearchField } from "#client/ui/search-field";
import type { ParcelTab } from "#shared/parcels/display";
import { SEARCH_MAX_LENGTH } from "#shared/tracking/tracking-schemas";
import { ParcelDetailPanel } from "./parcel-detail-panel";
import { ParcelListPane } from "./parcel-list-pane";
import { LIST_PANEL_ID, ParcelTabs } from "./parcel-tabs";
import { useParcelList } from "./parcels-api";
import { TrackCodeForm } from "./track-code-form";

const isParcelListPath = (path: string) => path.startsWith("/api/parcels?");

/** The open parcel is in the address (?colis=ID): reload and the back button keep it. */
const SELECTED_PARAM = "colis";

/**
 * Mes Colis / Gestion des Colis (docs/product/parcels.md#tracking-screen): tabs with counts, search, the
 * card list on the left and the detail panel on the right; on a phone one at a time, with a way back to
 * the list.
 */
export function TrackingScreen({ initialTab, isAdmin }: { initialTab: ParcelTab; isAdmin: boolean }) {
  const title = isAdmin ? "Gestion des Colis" : "Mes Colis";
  useDocumentTitle(initialTab === "history" && !isAdmin ? "Historique" : title);
  const [tab, setTab] = useState<ParcelTab>(initialTab);
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SELECTED_PARAM);
  const list = useParcelList(tab, search);
  const counts = list.data?.pages[0]?.counts;
  const detailRef = useRef<HTMLDivElement>(null);
  // Offline, the list is the service worker's last copy (docs/product/offline.md).
  const online = useOnline();
  const listCopySince = useOfflineCopySince(isParcelListPath);
  const { user } = useSession();

  // On a phone the detail replaces the list: bring its top into view.
  useEffect(() => {
    if (selectedId && !window.matchMedia("(min-width: 1024px)").matches) {
      detailRef.current?.scrollIntoView({ block: "start" });
    }
  }, [selectedId]);

  const select = (id: string) => setParams({ [SELECTED_PARAM]: id });
  const back = () => setParams({});

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className={selectedId ? "hidden lg:block" : ""}>
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-stone-900">
          <Package aria-hidden="true" className="size-8 text-brand-700" />
          {title}
        </h1>
        <p className="mt-2 text-stone-600">
          {isAdmin
            ? "Toutes les demandes des clients, de la plus récente à la plus ancienne."
            : "Suivez vos demandes, de la réservation à la livraison."}
        </p>
        {/* The client's address in Paris, at hand (docs/product/ma-boite.md#reference). */}
        {!isAdmin && user ? <PersonalAddressReminder user={user} /> : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className={`min-w-0 lg:col-span-2 ${selectedId ? "hidden lg:block" : ""}`}>
          <OfflineNotice
            online={online}
            since={listCopySince}
            fetchedAt={list.dataUpdatedAt}
            className="mb-4"
          />
          <ParcelTabs tab={tab} counts={counts} onChange={setTab} />
          <SearchField
            label="Rechercher par numéro ou description"
            value={searchText}
            maxLength={SEARCH_MAX_LENGTH}
            onSearch={setSearchText}
            placeholder="Rechercher par numéro ou description"
            className="mt-4"
          />
          <div id={LIST_PANEL_ID} role="tabpanel" aria-labelledby={`parcel-tab-${tab}`} className="mt-4">
            <ParcelListPane
              query={list}
              tab={tab}
              search={search}
              isAdmin={isAdmin}
              selectedId={selectedId}
              onSelect={select}
            />
          </div>
        </div>

        <div
          ref={detailRef}
          className={`min-w-0 scroll-mt-4 lg:col-span-3 ${selectedId ? "" : "hidden lg:block"}`}
        >
          {selectedId ? (
            <ParcelDetailPanel key={selectedId} id={selectedId} isAdmin={isAdmin} onBack={back} />
          ) : (
            <div className="rounded-2xl border border-dashed border-stone-300 bg-white/60 p-10 text-center text-stone-600">
              Sélectionnez un colis pour voir ses détails et son suivi.
            </div>
          )}
        </div>
      </div>

      {!selectedId && (
        <aside
          aria-labelledby="track-code-title"
          className="mt-10 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="track-code-title" className="text-lg font-semibold text-stone-900">
            Suivre un colis avec son code
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Quelqu'un vous a envoyé un colis ? Saisissez le code de suivi qu'il vous a communiqué.
          </p>
          <TrackCodeForm className="mt-4" />
        </aside>
      )}
    </section>
  );
}
