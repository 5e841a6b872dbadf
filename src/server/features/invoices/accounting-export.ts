import { and, asc, gte, lt } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { issuedDocuments } from "#server/db/schema";
import { csvField } from "#server/features/departures";
import { addDays } from "#shared/calendar-dates";
import { momentParts, PARIS } from "#shared/french-dates";
import { type AccountingPeriod, accountingExportFileName, DOCUMENT_TITLES } from "#shared/invoices";
import { formatEuroAmount } from "#shared/pricing";

/**
 * The accounting export (docs/product/accounting.md#export, decision 085): every invoice and credit
 * note of a period, one row each, in the manifest's CSV dialect (UTF-8 with BOM, `;`, CRLF, bare French
 * numbers, formula cells disarmed by the manifest's own `csvField`). A credit note's amounts are
 * negative, so the column adds up to the net; three totals rows close the file.
 */

/** The instant a Paris calendar day begins (its midnight, summer or winter time). */
export function parisDayStart(isoDay: string): Date {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Paris changes its clocks at 2 or 3 a.m., never around midnight: its offset at UTC midnight is the one.
  const wall = momentParts(new Date(utcMidnight), PARIS);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - utcMidnight;
  return new Date(utcMidnight - offset);
}

/** The instants of a period: its first day's midnight, included, to the day after its last, excluded. */
export const periodInstants = (period: AccountingPeriod) => ({
  from: parisDayStart(period.from),
  to: parisDayStart(addDays(period.to, 1)),
});

const euros = (cents: number) => formatEuroAmount(cents).replaceAll("\u202f", "");
const day = (instant: Date) => {
  const parts = momentParts(instant, PARIS);
  return `${String(parts.day).padStart(2, "0")}/${String(parts.month).padStart(2, "0")}/${parts.year}`;
};

export const ACCOUNTING_CSV_COLUMNS = [
  "Type",
  "Numéro",
  "Date",
  "Client",
  "E-mail client",
  "Colis",
  "Trajet",
  "Départ",
  "Facture d'origine",
  "Montant HT (€)",
  "TVA (€)",
  "Montant TTC (€)",
  "Montant (FCFA)",
  "Mode de paiement",
  "Référence",
];

export type ExportTotals = { cents: number; fcfa: number; count: number };

export async function accountingExport(db: Db, period: AccountingPeriod) {
  const { from, to } = periodInstants(period);
  const documents = await db
    .select({
      kind: issuedDocuments.kind,
      content: issuedDocuments.content,
      issuedAt: issuedDocuments.issuedAt,
    })
    .from(issuedDocuments)
    .where(and(gte(issuedDocuments.issuedAt, from), lt(issuedDocuments.issuedAt, to)))
    .orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.kind), asc(issuedDocuments.sequence));
  const totals = { invoices: { cents: 0, fcfa: 0, count: 0 }, creditNotes: { cents: 0, fcfa: 0, count: 0 } };
  const rows = documents.map(({ kind, content, issuedAt }) => {
    const sign = kind === "invoice" ? 1 : -1;
    const sum = kind === "invoice" ? totals.invoices : totals.creditNotes;
    sum.cents += content.totals.cents;
    sum.fcfa += content.totals.fcfa;
    sum.count++;
    return [
      DOCUMENT_TITLES[kind],
      content.number,
      day(issuedAt),
      content.client.name,
      content.client.email ?? "",
      content.parcel.id,
      content.parcel.route,
      content.parcel.departureDate ?? "",
      content.corrects?.number ?? "",
      euros(sign * content.totals.withoutTaxCents),
      euros(sign * content.totals.taxCents),
      euros(sign * content.totals.cents),
      String(sign * content.totals.fcfa),
      content.payment.method,
      content.payment.reference ?? "",
    ];
  });
  const net = {
    cents: totals.invoices.cents - totals.creditNotes.cents,
    fcfa: totals.invoices.fcfa - totals.creditNotes.fcfa,
    count: documents.length,
  };
  const totalRow = (label: string, total: ExportTotals, sign: number) => {
    const cells = ACCOUNTING_CSV_COLUMNS.map(() => "");
    cells[0] = label;
    cells[1] = `${total.count} document${total.count > 1 ? "s" : ""}`;
    cells[11] = euros(sign * total.cents);
    cells[12] = String(sign * total.fcfa);
    return cells;
  };
  const lines = [
    ACCOUNTING_CSV_COLUMNS,
    ...rows,
    totalRow("Total factures", totals.invoices, 1),
    totalRow("Total avoirs", totals.creditNotes, -1),
    totalRow("Total net", net, 1),
  ];
  const body = `\uFEFF${lines.map((cells) => `${cells.map(csvField).join(";")}\r\n`).join("")}`;
  return {
    contentType: "text/csv; charset=utf-8",
    fileName: accountingExportFileName(period),
    body,
    totals: { ...totals, net },
  };
}
