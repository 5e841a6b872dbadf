import { useState } from "react";
import { useDebouncedValue } from "#client/lib/use-debounced-value";
import { ErrorMessage } from "#client/ui/error-message";
import { SearchField } from "#client/ui/search-field";
import type { ReceptionClient } from "#shared/shop-orders/reception-api";
import { useReceptionClients } from "./reception-queries";

/** A client's name, reference and contact, so the carrier is sure of the person. */
export function ClientLines({ client }: { client: ReceptionClient }) {
  return (
    <span className="min-w-0">
      <span className="block font-medium wrap-anywhere text-stone-900">
        {client.name} <span className="font-mono text-sm text-brand-800">{client.reference}</span>
      </span>
      <span className="block truncate text-sm text-stone-600">{client.email}</span>
      {client.phone && <span className="block text-sm text-stone-600">{client.phone}</span>}
    </span>
  );
}

/**
 * Finds a client by the reference on the box's label (typed with spaces or in lower case), a name, an
 * e-mail or a phone; `onPick` receives the one tapped.
 */
export function ClientPicker({
  onPick,
  label,
}: {
  onPick: (client: ReceptionClient) => void;
  label: string;
}) {
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim());
  const { data, error } = useReceptionClients(q);
  return (
    <div className="space-y-2">
      <SearchField
        label={label}
        value={text}
        maxLength={100}
        placeholder="Référence (CLB-…), nom, e-mail ou téléphone"
        onSearch={setText}
      />
      {error && <ErrorMessage error={error} />}
      {q.length >= 2 && data && data.clients.length === 0 && (
        <p className="text-sm text-stone-600">Aucun client ne correspond à « {q} ».</p>
      )}
      {q.length >= 2 && data && data.clients.length > 0 && (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {data.clients.map((client) => (
            <li key={client.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(client);
                  setText("");
                }}
                className="block min-h-12 w-full p-3 text-left hover:bg-stone-50"
              >
                <ClientLines client={client} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
