import { CalendarDays, ChartColumn, CreditCard, Package, Receipt } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import { AccountingPanel, InvoiceSettingsNotice } from "./accounting/accounting-panel";
import { AdminNav } from "./admin-nav";
import { DeparturesTab } from "./departures/departures-tab";
import { useOnlinePaymentsSummary } from "./online-payments/online-payments-api";
import { OnlinePaymentsTab, ToHandleCount } from "./online-payments/online-payments-tab";
import { ParcelsTab } from "./parcels/parcels-tab";
import { StatisticsCards } from "./statistics/statistics-cards";

const TABS = [
  { id: "parcels", label: "Gestion des colis", icon: Package },
  { id: "departures", label: "Dates de disponibilité", icon: CalendarDays },
  { id: "online-payments", label: "Paiements en ligne", icon: CreditCard },
  { id: "business", label: "Activité", icon: ChartColumn },
  { id: "accounting", label: "Comptabilité", icon: Receipt },
] as const;

// The charts and their library are fetched only when the tab is opened (decision 086).
const BusinessPanel = lazy(() => import("./statistics/business-panel"));

/**
 * The admin dashboard: the summary cards, then its tabs: the day's work first (parcels, departures,
 * online payments), then the business at a glance and the accounting export.
 */
export function AdminDashboard() {
  const [tab, setTab] = useState<(typeof TABS)[number]["id"]>("parcels");
  // Money held for a client waits on the tab (docs/product/online-payment.md#not-recorded).
  const toHandle = useOnlinePaymentsSummary().data?.toHandle ?? 0;
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Tableau de bord administrateur</h1>
        <AdminNav />
      </div>
      <InvoiceSettingsNotice />
      {toHandle > 0 && tab !== "online-payments" && (
        // The tab bar scrolls sideways on a phone: the count is said above it too.
        <Notice tone="error">
          <p>
            {toHandle > 1
              ? `${toHandle} paiements en ligne à traiter : reçus mais non enregistrés sur leur colis, l'argent est à rembourser aux clients.`
              : "1 paiement en ligne à traiter : reçu mais non enregistré sur son colis, l'argent est à rembourser au client."}
          </p>
          <Button variant="secondary" className="mt-2" onClick={() => setTab("online-payments")}>
            Voir les paiements à traiter
          </Button>
        </Notice>
      )}
      <StatisticsCards />
      {/* The tabs do not fit a phone's width in one line each: the bar scrolls sideways instead of wrapping. */}
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
            className={`-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold sm:px-4 ${tab === id ? "border-brand-700 text-brand-800" : "border-transparent text-stone-600 hover:text-stone-900"}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
            {id === "online-payments" && toHandle > 0 && <ToHandleCount count={toHandle} />}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "parcels" && <ParcelsTab />}
        {tab === "departures" && <DeparturesTab />}
        {tab === "online-payments" && <OnlinePaymentsTab />}
        {tab === "business" && (
          <Suspense fallback={<SkeletonLines lines={6} className="py-4" />}>
            <BusinessPanel />
          </Suspense>
        )}
        {tab === "accounting" && <AccountingPanel />}
      </div>
    </section>
  );
}
