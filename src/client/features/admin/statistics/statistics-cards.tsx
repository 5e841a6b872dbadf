import { CalendarClock, Clock, FileCheck, Package, Users, Wallet } from "lucide-react";
import { ErrorMessage } from "#client/ui/error-message";
import type { DashboardStatisticsResponse } from "#shared/admin/admin-statistics";
import { formatFrenchNumber } from "#shared/french-number";
import { BEFORE_INVOICING_LABEL } from "#shared/invoices";
import { formatEuros, formatFcfa } from "#shared/pricing";
import { useStatistics } from "./statistics-queries";

/**
 * The five specified summary cards, then 'À vérifier': unpaid parcels whose client sent a proof
 * (docs/product/administration.md#to-verify). Figures from GET /api/admin/statistics (one query).
 */
export function StatisticsCards() {
  const { data, error } = useStatistics();
  if (error) return <ErrorMessage error={error} />;
  return <StatisticsCardList data={data} />;
}

/** The cards themselves, from the figures once read (`undefined` while loading). */
export function StatisticsCardList({ data }: { data: DashboardStatisticsResponse | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? "…" : formatFrenchNumber(n));
  const cards = [
    {
      label: "Total colis",
      value: value(data?.totalPackages),
      icon: Package,
      tone: "bg-brand-50 text-brand-700",
    },
    {
      label: "En attente",
      value: value(data?.pendingPackages),
      icon: Clock,
      tone: "bg-yellow-50 text-yellow-700",
    },
    {
      label: "En attente de date",
      value: value(data?.waitingForDates),
      icon: CalendarClock,
      tone: "bg-orange-50 text-orange-700",
    },
    {
      label: "Revenus",
      value: data ? formatEuros(data.totalRevenueCents) : "…",
      sub: data ? formatFcfa(data.totalRevenueFcfa) : undefined,
      // The part no invoice stands for: the accounting export lists it apart with the same words
      // (docs/product/accounting.md#before-invoicing).
      note:
        data && (data.revenueBeforeInvoicingCents !== 0 || data.revenueBeforeInvoicingFcfa !== 0)
          ? `dont ${formatEuros(data.revenueBeforeInvoicingCents)} ${BEFORE_INVOICING_LABEL.toLowerCase()}`
          : undefined,
      icon: Wallet,
      tone: "bg-green-50 text-green-700",
    },
    {
      label: "Clients actifs",
      value: value(data?.activeClients),
      icon: Users,
      tone: "bg-sky-50 text-sky-700",
    },
    {
      label: "À vérifier",
      value: value(data?.toVerify),
      sub: data && data.toVerify > 0 ? "Preuve reçue, non payé" : undefined,
      icon: FileCheck,
      tone: "bg-amber-50 text-amber-700",
      // Something to do: the card stands out until every proof is checked.
      highlight: (data?.toVerify ?? 0) > 0,
    },
  ] as {
    label: string;
    value: string;
    sub?: string;
    note?: string;
    icon: typeof Wallet;
    tone: string;
    highlight?: boolean;
  }[];
  return (
    <ul aria-label="Statistiques" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
      {cards.map(({ label, value, sub, note, icon: Icon, tone, highlight }) => (
        <li
          key={label}
          className={`rounded-2xl border p-4 shadow-sm ${highlight ? "border-amber-300 bg-amber-50/60" : "border-stone-200 bg-white"}`}
        >
          <div className="flex items-center gap-2">
            <span className={`inline-flex size-8 items-center justify-center rounded-lg ${tone}`}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <p className="text-sm font-medium text-stone-600">{label}</p>
          </div>
          <p className="mt-2 text-2xl font-bold tracking-tight text-stone-900">{value}</p>
          {sub && <p className="text-xs text-stone-500">{sub}</p>}
          {note && <p className="text-xs text-stone-500">{note}</p>}
        </li>
      ))}
    </ul>
  );
}
