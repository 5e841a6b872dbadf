import { CalendarDays, CreditCard, Package } from "lucide-react";
import { useState } from "react";
import { AdminNav } from "./admin-nav";
import { DeparturesTab } from "./departures/departures-tab";
import { OnlinePaymentsTab } from "./online-payments/online-payments-tab";
import { ParcelsTab } from "./parcels/parcels-tab";
import { StatisticsCards } from "./statistics/statistics-cards";

const TABS = [
  { id: "parcels", label: "Gestion des colis", icon: Package },
  { id: "departures", label: "Dates de disponibilité", icon: CalendarDays },
  { id: "online-payments", label: "Paiements en ligne", icon: CreditCard },
] as const;

/** The admin dashboard: the summary cards, then its tabs (parcels, departures, online payments). */
export function AdminDashboard() {
  const [tab, setTab] = useState<(typeof TABS)[number]["id"]>("parcels");
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Tableau de bord administrateur</h1>
        <AdminNav />
      </div>
      <StatisticsCards />
      <div
        role="tablist"
        aria-label="Sections"
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {TABS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => setTab(id)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 whitespace-nowrap py-2.5 text-sm font-semibold sm:px-4 ${tab === id ? "border-brand-700 text-brand-800" : "border-transparent text-stone-600 hover:text-stone-900"}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "parcels" ? (
          <ParcelsTab />
        ) : tab === "departures" ? (
          <DeparturesTab />
        ) : (
          <OnlinePaymentsTab />
        )}
      </div>
    </section>
  );
}
