import { useState } from "react";
import type { AdminClient } from "#shared/admin/admin-clients";
import { AdminNav } from "./admin-nav";
import { ClientsList } from "./clients/clients-list";
import { ParcelsTab } from "./parcels/parcels-tab";

/** The admin-clients page: the clients, and the parcels of the one clicked. */
export function AdminClients() {
  const [selected, setSelected] = useState<AdminClient | null>(null);
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Clients</h1>
        <AdminNav />
      </div>
      <div className="grid gap-6 lg:grid-cols-[24rem_1fr]">
        <ClientsList onSelect={setSelected} selectedId={selected?.id} />
        <div className="min-w-0">
          {selected ? (
            <section aria-label={`Colis de ${selected.name}`} className="space-y-3">
              <h2 className="text-xl font-semibold wrap-anywhere text-stone-900">Colis de {selected.name}</h2>
              <ParcelsTab key={selected.id} clientId={selected.id} />
            </section>
          ) : (
            <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
              Choisissez un client pour voir ses colis.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
