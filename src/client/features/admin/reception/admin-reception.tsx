import { useState } from "react";
import { AdminNav } from "../admin-nav";
import { ReceiveForm } from "./receive-form";
import { ReceivedOrdersList } from "./received-orders-list";
import { useReceivedOrders } from "./reception-queries";

const TABS = [
  { id: "receive", label: "Recevoir" },
  { id: "unidentified", label: "À identifier" },
  { id: "overdue", label: "Stockage dépassé" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/**
 * The reception of shop orders (docs/product/reception.md), on the carrier's phone at the table: the
 * form and the orders received lately, the orders to identify with their claims, and the orders past
 * their free storage with the client's contact.
 */
export function AdminReception() {
  const [tab, setTab] = useState<Tab>("receive");
  // The claims waiting for the carrier's answer, counted on their tab so they are not missed.
  const claims = useReceivedOrders("unidentified").data?.orders.filter((order) => order.claim).length ?? 0;
  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Réception</h1>
        <AdminNav />
      </div>
      <div
        role="tablist"
        aria-label="Réception"
        className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1"
      >
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            onClick={() => setTab(item.id)}
            className="min-h-11 rounded-lg px-2 text-sm font-medium text-stone-700 aria-selected:bg-white aria-selected:text-stone-900 aria-selected:shadow-sm"
          >
            {item.label}
            {item.id === "unidentified" && claims > 0 && (
              <span className="ml-1.5 inline-grid min-w-5 place-items-center rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-white">
                {claims}
                <span className="sr-only"> réclamation{claims > 1 ? "s" : ""} à traiter</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((item) => item.id === tab)?.label} className="space-y-6">
        {tab === "receive" && (
          <>
            <ReceiveForm />
            <ReceivedOrdersList view="recent" title="Reçues récemment" />
          </>
        )}
        {tab === "unidentified" && <ReceivedOrdersList view="unidentified" title="À identifier" />}
        {tab === "overdue" && <ReceivedOrdersList view="overdue" title="Stockage dépassé" />}
      </div>
    </section>
  );
}
