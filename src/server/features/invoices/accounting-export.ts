import { eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { issuedDocuments, parcels, users } from "#server/db/schema";
import { csvField } from "#server/features/departures";
import { moneyMovesBetween } from "#server/features/money";
import { addDays } from "#shared/calendar-dates";
import { frenchRegionName } from "#shared/country-names";
import { momentParts, PARIS } from "#shared/french-dates";
import {
  type AccountingPeriod,
  accountingExportFileName,
  BEFORE_INVOICING_LABEL,
  DOCUMENT_TITLES,
  HELD_TOTAL_LABEL,
} from "#shared/invoices";
import { DEFAULT_TARIFF, type Tariff } from "#shared/pricing";
import { day, euros } from "./export-cells";
import { heldMovesBetween } from "./held-for-clients";

/**
 * The accounting export (docs/product/accounting.md#export, decisions 085 and 091): every money move
 * of a period, as the one definition of money received lists them (features/money), one row each, in
 * the manifest's CSV dialect (UTF-8 with BOM, `;`, CRLF, bare French numbers, formula cells disarmed by
 * the manifest's own `csvField`): its invoice or credit note, or, for a move recorded before invoicing
 * began, the parcel and « Payé avant la facturation ». A credit note's amounts are negative, so the
 * column adds up to the net; the totals rows close the file.
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

/**
 * A totals row's sums: TTC and FCFA always; HT and VAT for documents, whose frozen content has them
 * (a move paid before invoicing has none: its row and its total leave them empty).
 */
export type ExportTotals = {
  cents: number;
  fcfa: number;
  count: number;
  withoutTaxCents: number;
  taxCents: number;
};

const noTotals = (): ExportTotals => ({ cents: 0, fcfa: 0, count: 0, withoutTaxCents: 0, taxCents: 0 });

type Row = string[];

/** The rows of the documents, by id. */
async function documentsById(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof issuedDocuments.$inferSelect>();
  const rows = await db.select().from(issuedDocuments).where(inArray(issuedDocuments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A move paid before invoicing: the parcel and its client as they are now. */
async function parcelsById(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: parcels.id,
      fromCountry: parcels.fromCountry,
      toCountry: parcels.toCountry,
      preferredDate: parcels.preferredDate,
      clientName: users.name,
      clientEmail: users.email,
    })
    .from(parcels)
    .leftJoin(users, eq(users.id, parcels.clientId))
    .where(inArray(parcels.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function accountingExport(db: Db, period: AccountingPeriod, tariff: Tariff = DEFAULT_TARIFF) {
  const instants = periodInstants(period);
  const [moves, held] = await Promise.all([
    moneyMovesBetween(db, instants),
    heldMovesBetween(db, instants, tariff),
  ]);
  const [documents, paidBefore] = await Promise.all([
    documentsById(
      db,
      moves.flatMap((move) => (move.documentId ? [move.documentId] : [])),
    ),
    parcelsById(db, [...new Set(moves.filter((move) => !move.documentId).map((move) => move.parcelId))]),
  ]);
  const totals = { invoices: noTotals(), creditNotes: noTotals(), beforeInvoicing: noTotals() };
  const rows = moves.map((move): Row => {
    const document = move.documentId ? documents.get(move.documentId) : undefined;
    if (!document) {
      const sum = totals.beforeInvoicing;
      sum.cents += move.cents;
      sum.fcfa += move.fcfa;
      sum.count++;
      const parcel = paidBefore.get(move.parcelId);
      return [
        BEFORE_INVOICING_LABEL,
        "",
        day(move.at),
        parcel?.clientName ?? "Compte supprimé",
        parcel?.clientEmail ?? "",
        move.parcelId,
        parcel ? `${frenchRegionName(parcel.fromCountry)} → ${frenchRegionName(parcel.toCountry)}` : "",
        parcel?.preferredDate ?? "",
        "",
        "",
        "",
        euros(move.cents),
        String(move.fcfa),
        "",
        "",
      ];
    }
    const { kind, content, issuedAt } = document;
    const sign = kind === "invoice" ? 1 : -1;
    const sum = kind === "invoice" ? totals.invoices : totals.creditNotes;
    sum.cents += content.totals.cents;
    sum.fcfa += content.totals.fcfa;
    sum.withoutTaxCents += content.totals.withoutTaxCents;
    sum.taxCents += content.totals.taxCents;
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
  const net: ExportTotals = {
    cents: totals.invoices.cents - totals.creditNotes.cents + totals.beforeInvoicing.cents,
    fcfa: totals.invoices.fcfa - totals.creditNotes.fcfa + totals.beforeInvoicing.fcfa,
    count: moves.length,
    withoutTaxCents: totals.invoices.withoutTaxCents - totals.creditNotes.withoutTaxCents,
    taxCents: totals.invoices.taxCents - totals.creditNotes.taxCents,
  };
  // HT and VAT are summed only where every row of the total has them: the documents' totals, and the
  // net when the period has no move paid before invoicing (docs/product/accounting.md#export).
  const totalRow = (label: string, total: ExportTotals, sign: number, withTax: boolean) => {
    const cells = ACCOUNTING_CSV_COLUMNS.map(() => "");
    cells[0] = label;
    cells[1] = `${total.count} ${total.count > 1 ? "mouvements" : "mouvement"}`;
    if (withTax) {
      cells[9] = euros(sign * total.withoutTaxCents);
      cells[10] = euros(sign * total.taxCents);
    }
    cells[11] = euros(sign * total.cents);
    cells[12] = String(sign * total.fcfa);
    return cells;
  };
  const documentsRow = (label: string, total: ExportTotals, sign: number) => {
    const cells = totalRow(label, total, sign, true);
    cells[1] = `${total.count} document${total.count > 1 ? "s" : ""}`;
    return cells;
  };
  const lines = [
    ACCOUNTING_CSV_COLUMNS,
    ...rows,
    documentsRow("Total factures", totals.invoices, 1),
    documentsRow("Total avoirs", totals.creditNotes, -1),
    // Only where the period holds money received before invoicing began (docs/product/accounting.md#before-invoicing).
    ...(totals.beforeInvoicing.count > 0
      ? [totalRow(`Total ${BEFORE_INVOICING_LABEL.toLowerCase()}`, totals.beforeInvoicing, 1, false)]
      : []),
    totals.beforeInvoicing.count > 0
      ? totalRow("Total net", net, 1, false)
      : documentsRow("Total net", net, 1),
    // After the net, which it is not part of: money held for clients, only where the period has any.
    ...held.rows,
    ...(held.rows.length > 0 ? [totalRow(HELD_TOTAL_LABEL, held.total, 1, false)] : []),
  ];
  const body = `\uFEFF${lines.map((cells) => `${cells.map(csvField).join(";")}\r\n`).join("")}`;
  return {
    contentType: "text/csv; charset=utf-8",
    fileName: accountingExportFileName(period),
    body,
    totals: { ...totals, net, held: held.total },
  };
}
