import { useState } from "react";
import { useDebouncedValue } from "#client/lib/use-debounced-value";
import { ErrorMessage } from "#client/ui/error-message";
import { SearchField } from "#client/ui/search-field";
import { Spinner } from "#client/ui/spinner";
import { type AdminClient, NO_CLIENT_FOUND } from "#shared/admin/admin-clients";
import { DEFAULT_ADMIN_PAGE_SIZE } from "#shared/admin/admin-parcels";
import { formatMomentDayFr, PARIS } from "#shared/french-dates";
import { formatEuros } from "#shared/pricing";
import { Pagination } from "../common/pagination";
import { useClients } from "./client-queries";

const when = (iso: string) => formatMomentDayFr(iso, { timeZone: PARIS, short: true });

/** Clients with name, e-mail, confirmed, parcel count, total paid, last activity; searchable. */
export function ClientsList({
  onSelect,
  selectedId,
}: {
  onSelect: (client: AdminClient) => void;
  selectedId?: string;
}) {
  const [text, setText] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim());
  const { data, error, isPending } = useClients({ q, page, pageSize: DEFAULT_ADMIN_PAGE_SIZE });
  return (
    <div className="space-y-4">
      <SearchField
        label="Rechercher un client"
        value={text}
        placeholder="Rechercher par nom ou e-mail..."
        onSearch={(typed) => {
          setText(typed);
          setPage(1);
        }}
      />
      {error && <ErrorMessage error={error} />}
      {isPending && !data ? (
        <Spinner />
      ) : data && data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {NO_CLIENT_FOUND}
        </p>
      ) : (
        data && (
          <>
            <p role="status" className="text-sm text-stone-600">
              {data.total} client(s)
            </p>
            <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
              {data.items.map((client) => (
                <li key={client.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(client)}
                    aria-pressed={selectedId === client.id}
                    className="grid w-full gap-1 p-4 text-left hover:bg-stone-50 aria-pressed:bg-brand-50 sm:grid-cols-[1fr_auto] sm:items-center"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium wrap-anywhere text-stone-900">{client.name}</span>
                      <span className="block truncate text-sm text-stone-600">{client.email}</span>
                      <span
                        className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs ${client.emailVerified ? "bg-green-50 text-green-800" : "bg-stone-100 text-stone-700"}`}
                      >
                        {client.emailVerified ? "E-mail confirmé" : "E-mail non confirmé"}
                      </span>
                    </span>
                    <span className="text-sm text-stone-700 sm:text-right">
                      <span className="block">
                        {client.parcelCount} colis · {formatEuros(client.totalPaidCents)} payés
                      </span>
                      <span className="block text-xs text-stone-500">
                        Dernière activité : {when(client.lastActivityAt)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </>
        )
      )}
    </div>
  );
}
