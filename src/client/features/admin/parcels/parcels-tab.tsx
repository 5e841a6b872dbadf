import { useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "#client/lib/use-debounced-value";
import { ErrorMessage } from "#client/ui/error-message";
import { compactInputClasses } from "#client/ui/input-styles";
import { SearchField } from "#client/ui/search-field";
import { Spinner } from "#client/ui/spinner";
import {
  DEFAULT_ADMIN_PAGE_SIZE,
  type ParcelSort,
  resultCountText,
  SEARCH_PLACEHOLDER,
  TO_VERIFY_FILTER,
  TO_VERIFY_FILTER_LABEL,
} from "#shared/admin/admin-parcels";
import { STATUS_FILTERS, STATUS_LABELS } from "#shared/parcels/status";
import { Pagination } from "../common/pagination";
import { useStatistics } from "../statistics/statistics-queries";
import { ParcelActionDialog } from "./parcel-action-dialog";
import { defaultParcelFilter, type ParcelFilter } from "./parcel-filter";
import { useParcelSearch } from "./parcel-queries";
import { ParcelTable } from "./parcel-table";

/** The parcel tab, searched, filtered and paged by the server. */
export function ParcelsTab({ clientId }: { clientId?: string }) {
  const [text, setText] = useState("");
  const statistics = useStatistics();
  // Decided once, when the count arrives: validating the last proof must not swap the list under
  // the admin's eyes (docs/product/administration.md#to-verify).
  const [chosen, setChosen] = useState<ParcelFilter | null>(null);
  const fallback = defaultParcelFilter({
    toVerify: statistics.data?.toVerify,
    countFailed: statistics.isError,
    clientScoped: clientId !== undefined,
  });
  if (chosen === null && fallback !== null) setChosen(fallback);
  const status = chosen ?? fallback;
  const [sort, setSort] = useState<ParcelSort>("newest");
  const [page, setPage] = useState(1);
  // `?colis=<id>` opens that parcel's dialog at once: the public page's 'Ouvrir dans l'administration'
  // after a label's QR code was scanned (docs/product/departures.md#scanning).
  const [searchParams, setSearchParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => searchParams.get("colis"));
  const closeDialog = () => {
    setOpenId(null);
    if (searchParams.has("colis"))
      setSearchParams(
        (params) => {
          params.delete("colis");
          return params;
        },
        { replace: true },
      );
  };
  const q = useDebouncedValue(text.trim());
  const { data, error, isPending } = useParcelSearch(
    { q, status: status ?? "all", sort, page, pageSize: DEFAULT_ADMIN_PAGE_SIZE, clientId },
    { enabled: status !== null },
  );
  // "n résultat(s) sur total": the matches out of every parcel there is.
  const allParcels = statistics.data?.totalPackages;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField
          label="Rechercher un colis"
          value={text}
          placeholder={SEARCH_PLACEHOLDER}
          onSearch={(typed) => {
            setText(typed);
            setPage(1);
          }}
          className="flex-1"
        />
        {/* Stacked on a phone: 'À vérifier (preuve reçue, non payé)' does not fit half a screen. */}
        <div className="grid gap-3 sm:flex">
          <label>
            <span className="sr-only">Filtrer par statut</span>
            <select
              value={status ?? "all"}
              onChange={(event) => {
                setChosen(event.target.value as ParcelFilter);
                setPage(1);
              }}
              className={compactInputClasses()}
            >
              <option value="all">Tous les statuts</option>
              <option value={TO_VERIFY_FILTER}>{TO_VERIFY_FILTER_LABEL}</option>
              {STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="sr-only">Trier</span>
            <select
              value={sort}
              onChange={(event) => setSort(event.target.value as ParcelSort)}
              className={compactInputClasses()}
            >
              <option value="newest">Plus récents</option>
              <option value="oldest">Plus anciens</option>
              <option value="date">Date souhaitée</option>
            </select>
          </label>
        </div>
      </div>
      {error && <ErrorMessage error={error} />}
      {(isPending && !data) || status === null ? (
        <Spinner />
      ) : data ? (
        <>
          <p role="status" className="text-sm text-stone-600">
            {resultCountText(
              data.total,
              clientId && !data.totalCapped ? data.total : (allParcels ?? data.total),
              data.totalCapped,
            )}
          </p>
          <ParcelTable parcels={data.items} onView={setOpenId} compact={clientId !== undefined} />
          <Pagination
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            capped={data.totalCapped}
            onPage={setPage}
          />
        </>
      ) : null}
      {openId && <ParcelActionDialog parcelId={openId} onClose={closeDialog} />}
    </div>
  );
}
