import type { ChartConfiguration } from "chart.js";
import { type ReactNode, useMemo } from "react";
import { ErrorMessage } from "#client/ui/error-message";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import { BUSINESS_MONTHS, type BusinessFigures } from "#shared/admin/business-figures";
import { formatFrenchNumber } from "#shared/french-number";
import { formatEuros, formatFcfa } from "#shared/pricing";
import { useBusinessFigures } from "./business-queries";
import {
  type DepartureRow,
  departureRows,
  type MethodRow,
  methodRows,
  parcelsText,
  paymentsText,
  type RevenueRow,
  revenueRows,
} from "./business-rows";
import { ChartCanvas } from "./chart-canvas";

// The product's greens and greys (styles.css), as Chart.js needs colours, not classes.
const BRAND_600 = "#059669";
const BRAND_300 = "#6ee7b7";
const BRAND_800 = "#065f46";
const STONE_300 = "#d6d3d1";
const GRID = "#e7e5e4";

/**
 * The business at a glance (docs/product/administration.md#business-at-a-glance): money received per
 * month, kilos per departure against capacity, how payments came, balances left open. Loaded with its
 * chart library only when the admin opens this tab.
 */
export default function BusinessPanel() {
  const { data, error } = useBusinessFigures();
  if (error) return <ErrorMessage error={error} />;
  if (!data) return <SkeletonLines lines={6} className="py-4" />;
  return <BusinessCharts figures={data} />;
}

export function BusinessCharts({ figures }: { figures: BusinessFigures }) {
  return (
    <div className="grid gap-4 py-4 lg:grid-cols-2">
      <RevenueChart rows={revenueRows(figures)} />
      <DeparturesChart rows={departureRows(figures)} />
      <MethodsChart rows={methodRows(figures)} />
      <OpenBalances balances={figures.balances} />
    </div>
  );
}

function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <figure className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-3">
        <span className="block text-base font-semibold text-stone-900">{title}</span>
        {note && <span className="block text-xs text-stone-500">{note}</span>}
      </figcaption>
      {children}
    </figure>
  );
}

/** The figures of a chart as a table, read by screen readers instead of the picture. */
function ScreenReaderTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  // The table inside a clipped box: a table never shrinks below its content, so `sr-only` on the table
  // itself left it wider than a phone and the page scrolled sideways.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const wholeEuros = (value: string | number) => formatEuros(Number(value) * 100, { omitZeroCents: true });

function RevenueChart({ rows }: { rows: RevenueRow[] }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: "bar",
      data: {
        labels: rows.map((row) => row.label),
        datasets: [
          {
            label: "Revenus",
            data: rows.map((row) => row.euros),
            backgroundColor: BRAND_600,
            borderRadius: 4,
          },
        ],
      },
      options: {
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: (items) => rows[items[0]?.dataIndex ?? 0]?.longLabel ?? "",
              label: (item) => `${rows[item.dataIndex]?.eurosText} · ${rows[item.dataIndex]?.fcfaText}`,
            },
          },
        },
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, grid: { color: GRID }, ticks: { callback: wholeEuros, maxTicksLimit: 6 } },
        },
      },
    }),
    [rows],
  );
  const total = rows.reduce((sum, row) => sum + row.euros * 100, 0);
  return (
    <Panel title="Revenus par mois" note={`${BUSINESS_MONTHS} derniers mois : ${formatEuros(total)} reçus`}>
      <ChartCanvas config={config} height={240} />
      <ScreenReaderTable
        caption="Revenus par mois"
        head={["Mois", "Revenus en euros", "Revenus en FCFA"]}
        rows={rows.map((row) => [row.longLabel, row.eurosText, row.fcfaText])}
      />
    </Panel>
  );
}

function DeparturesChart({ rows }: { rows: DepartureRow[] }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: "bar",
      data: {
        labels: rows.map((row) => row.label),
        datasets: [
          {
            label: "Kilos réservés",
            data: rows.map((row) => row.bookedKg),
            backgroundColor: BRAND_600,
            borderRadius: 3,
          },
          {
            label: "Capacité",
            data: rows.map((row) => row.capacityKg),
            backgroundColor: STONE_300,
            borderRadius: 3,
          },
        ],
      },
      options: {
        indexAxis: "y",
        plugins: {
          legend: { position: "bottom" },
          tooltip: {
            callbacks: {
              label: (item) => {
                const row = rows[item.dataIndex];
                return item.datasetIndex === 0
                  ? `Kilos réservés : ${row?.bookedText} (${row?.fillText})`
                  : `Capacité : ${row?.capacityText}`;
              },
            },
          },
        },
        scales: {
          x: {
            beginAtZero: true,
            grid: { color: GRID },
            ticks: { callback: (value) => `${formatFrenchNumber(Number(value))}\u00a0kg`, maxTicksLimit: 6 },
          },
          y: { grid: { display: false } },
        },
      },
    }),
    [rows],
  );
  return (
    <Panel title="Kilos par départ" note="Réservés (poids pesé une fois reçu) face à la capacité du départ">
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">Aucun départ publié pour l’instant.</p>
      ) : (
        <ChartCanvas config={config} height={70 + rows.length * 34} />
      )}
      <ScreenReaderTable
        caption="Kilos par départ"
        head={["Départ", "Kilos réservés", "Capacité", "Remplissage"]}
        rows={rows.map((row) => [row.label, row.bookedText, row.capacityText, row.fillText])}
      />
    </Panel>
  );
}

function MethodsChart({ rows }: { rows: MethodRow[] }) {
  const none = rows.every((row) => row.payments === 0);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: "doughnut",
      data: {
        labels: rows.map((row) => row.label),
        datasets: [
          { data: rows.map((row) => row.cents / 100), backgroundColor: [BRAND_800, BRAND_600, BRAND_300] },
        ],
      },
      options: {
        plugins: {
          legend: { position: "bottom" },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${rows[item.dataIndex]?.eurosText} (${paymentsText(rows[item.dataIndex]?.payments ?? 0)})`,
            },
          },
        },
      },
    }),
    [rows],
  );
  return (
    <Panel
      title="Modes de paiement"
      note={`Paiements reçus sur les ${BUSINESS_MONTHS} derniers mois, soldes compris`}
    >
      {none ? (
        <p className="text-sm text-stone-600">Aucun paiement reçu sur cette période.</p>
      ) : (
        <ChartCanvas config={config} height={220} />
      )}
      <ScreenReaderTable
        caption="Modes de paiement"
        head={["Mode", "Paiements", "Montant"]}
        rows={rows.map((row) => [row.label, paymentsText(row.payments), row.eurosText])}
      />
    </Panel>
  );
}

function OpenBalances({ balances }: { balances: BusinessFigures["balances"] }) {
  const tiles = [
    {
      label: "Soldes à encaisser",
      count: balances.dueCount,
      cents: balances.dueCents,
      fcfa: balances.dueFcfa,
      tone: "bg-amber-50 text-amber-900",
    },
    {
      label: "Remboursements à faire",
      count: balances.refundCount,
      cents: balances.refundCents,
      fcfa: balances.refundFcfa,
      tone: "bg-sky-50 text-sky-900",
    },
  ];
  return (
    <Panel title="Soldes en cours" note="Après la pesée à la réception">
      <ul className="grid gap-3 sm:grid-cols-2">
        {tiles.map((tile) => (
          <li key={tile.label} className={`rounded-xl p-4 ${tile.tone}`}>
            <p className="text-sm font-medium">{tile.label}</p>
            <p className="mt-1 text-2xl font-bold tracking-tight">{formatEuros(tile.cents)}</p>
            <p className="text-xs">
              {formatFcfa(tile.fcfa)} · {parcelsText(tile.count)}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
