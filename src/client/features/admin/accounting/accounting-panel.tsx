import { useQuery } from "@tanstack/react-query";
import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { apiFetch } from "#client/lib/api-client";
import { buttonClasses } from "#client/ui/button-styles";
import { compactInputClasses } from "#client/ui/input-styles";
import { Notice } from "#client/ui/notice";
import { addDays, todayInParis } from "#shared/calendar-dates";
import { accountingExportUrl, accountingPeriodSchema, type InvoiceSettingsStatus } from "#shared/invoices";
import { adminKeys } from "../admin-query-keys";

/** The first and last days of a month given as 'YYYY-MM'. */
function monthPeriod(month: string) {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, "0")}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

/**
 * The accounting export (docs/product/accounting.md#export): a month, or any days, then the CSV of every
 * invoice and credit note of that period for the accountant.
 */
export function AccountingPanel() {
  const thisMonth = todayInParis().slice(0, 7);
  const [period, setPeriod] = useState(monthPeriod(thisMonth));
  const checked = accountingPeriodSchema.safeParse(period);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  return (
    <section
      aria-labelledby="accounting-title"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="accounting-title" className="text-lg font-semibold text-stone-900">
          Export comptable
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Toutes les factures et tous les avoirs de la période, avec leurs totaux, dans un fichier CSV
          qu'Excel ou un logiciel de comptabilité ouvre directement.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="block text-sm font-medium text-stone-800">
          Mois
          <input
            type="month"
            className={`mt-1 ${compactInputClasses()}`}
            defaultValue={thisMonth}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) setPeriod(monthPeriod(event.target.value));
            }}
          />
        </label>
        <label className="block text-sm font-medium text-stone-800">
          Du
          <input
            type="date"
            className={`mt-1 ${compactInputClasses(problem !== null)}`}
            value={period.from}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
        </label>
        <label className="block text-sm font-medium text-stone-800">
          Au (inclus)
          <input
            type="date"
            className={`mt-1 ${compactInputClasses(problem !== null)}`}
            value={period.to}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </label>
      </div>
      {problem ? (
        <Notice tone="error">{problem}</Notice>
      ) : (
        <a href={accountingExportUrl(period)} download className={buttonClasses("primary", "md")}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Télécharger l'export (CSV)
        </a>
      )}
    </section>
  );
}

/**
 * What the carrier must still set before invoicing for real (docs/product/accounting.md#settings): only
 * outside production, where the demonstration's values stand in for them.
 */
export function InvoiceSettingsNotice() {
  const { data } = useQuery({
    queryKey: [...adminKeys.statistics, "invoice-settings"],
    queryFn: ({ signal }) =>
      apiFetch<InvoiceSettingsStatus>("/api/admin/accounting/settings-status", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!data || data.demoSettings.length === 0) return null;
  return (
    <Notice tone="info">
      Les factures portent des coordonnées de démonstration : renseignez {data.demoSettings.join(", ")} dans
      la configuration du serveur avant de facturer de vrais clients.
    </Notice>
  );
}
