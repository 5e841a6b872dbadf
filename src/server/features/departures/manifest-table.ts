import { type Color, type PDFPage, rgb } from "pdf-lib";
import { type Fonts, GREY, INK } from "#server/pdf/pdf-document";
import { wrapText } from "#server/pdf/pdf-text";
import { labelNumber } from "#shared/departures/departure-files";
import { formatKg } from "#shared/departures/departure-text";
import { NBSP } from "#shared/french-typography";
import { STATUS_LABELS } from "#shared/parcels/status";
import { formatEuros, formatFcfa } from "#shared/pricing";
import { lineText } from "#shared/shop-orders/contents-rules";
import { colon, phoneText } from "./departure-file-texts";
import { BALANCE_WORDS, type ManifestEntry, type ManifestTotals, retainedGrams } from "./manifest";

/**
 * The manifest PDF's table (decision 072): its columns, what each cell of a parcel and of the totals
 * holds, and a row laid out and drawn. A cell holds a few paragraphs (a client's name, phone and
 * e-mail), each wrapped to the column: nothing is cut, a row is as high as its fullest cell — but for a
 * cell longer than a whole page, cut there with '…' (the CSV has it whole).
 */

export const SIZE = 7;
const LINE = 8.6;
const PAD = 2.5;
const RULE = rgb(0.8, 0.8, 0.8);

/** One paragraph of a cell; `quiet` ones (a tracking code, an e-mail) print grey. */
type Paragraph = { text: string; quiet?: boolean };
type Cell = Paragraph[];

type Column = {
  title: string;
  /** Points; the columns add up to the page's width between its margins (785 pt). */
  width: number;
  numeric?: boolean;
  cell: (parcel: ManifestEntry) => Cell;
  total?: (totals: ManifestTotals) => Cell;
};

const plain = (...texts: (string | null | undefined)[]): Cell =>
  texts.filter((text): text is string => Boolean(text)).map((text) => ({ text }));
const kg = (grams: number | null) => plain(grams === null ? null : formatKg(grams));
/** '6,00 € / 3 930 FCFA' (a refund's without its minus: its word says which way the money goes). */
const amounts = (cents: number, fcfa: number, sign = "") =>
  `${sign}${formatEuros(Math.abs(cents))} / ${sign}${formatFcfa(Math.abs(fcfa))}`;

const COLUMNS: Column[] = [
  {
    title: "N° / suivi",
    width: 70,
    cell: (parcel) => [{ text: labelNumber(parcel) }, { text: parcel.trackingCode, quiet: true }],
    total: (totals) => plain("Total", `${totals.count}${NBSP}colis`),
  },
  {
    title: "Client",
    width: 88,
    cell: (parcel) => [
      ...plain(parcel.clientName, parcel.clientPhone ? phoneText(parcel.clientPhone) : null),
      ...(parcel.clientEmail ? [{ text: parcel.clientEmail, quiet: true }] : []),
    ],
  },
  {
    title: "Destinataire",
    width: 106,
    cell: ({ recipient }) =>
      recipient
        ? plain(
            recipient.name,
            phoneText(recipient.phone),
            recipient.secondPhone ? phoneText(recipient.secondPhone) : null,
            [recipient.city, recipient.landmark].filter(Boolean).join(", "),
          )
        : [],
  },
  // The description, then each line of contents (docs/product/contents-and-customs.md#where-shown).
  {
    title: "Description, contenu",
    width: 124,
    cell: (parcel) => [
      { text: parcel.description, quiet: parcel.contents.length > 0 },
      ...parcel.contents.map((line) => ({ text: lineText(line) })),
    ],
  },
  {
    title: "Valeur déclarée",
    width: 66,
    numeric: true,
    cell: (parcel) =>
      parcel.contents.length
        ? plain(formatEuros(parcel.declaredCents), formatFcfa(parcel.declaredFcfa))
        : plain("—"),
    total: (totals) => plain(formatEuros(totals.declaredCents), formatFcfa(totals.declaredFcfa)),
  },
  { title: "Déclaré (kg)", width: 36, numeric: true, cell: (parcel) => kg(parcel.weightGrams) },
  { title: "Mesuré (kg)", width: 36, numeric: true, cell: (parcel) => kg(parcel.measuredWeightGrams) },
  {
    title: "Retenu (kg)",
    width: 36,
    numeric: true,
    cell: (parcel) => kg(retainedGrams(parcel)),
    total: (totals) => kg(totals.retainedGrams),
  },
  {
    title: "Prix",
    width: 66,
    numeric: true,
    cell: (parcel) =>
      plain(
        parcel.priceCents === null ? null : formatEuros(parcel.priceCents),
        parcel.priceFcfa === null ? null : formatFcfa(parcel.priceFcfa),
      ),
    total: (totals) => plain(formatEuros(totals.priceCents), formatFcfa(totals.priceFcfa)),
  },
  { title: "Payé", width: 28, cell: (parcel) => plain(parcel.paid ? "Oui" : "Non") },
  {
    title: "Solde",
    width: 77,
    cell: ({ balanceState, balanceCents, balanceFcfa }) =>
      balanceState ? plain(BALANCE_WORDS[balanceState], amounts(balanceCents, balanceFcfa)) : [],
    // Money received on top of the prices, as the dashboard counts it: every balance paid minus every
    // refund made, a parcel weighed twice included (docs/product/departures.md#money-received).
    total: ({ settledCents, settledFcfa }) => {
      if (settledCents === 0 && settledFcfa === 0) return [];
      const sign = settledCents < 0 || settledFcfa < 0 ? "−" : "";
      return plain(colon("Compléments réglés"), amounts(settledCents, settledFcfa, sign));
    },
  },
  { title: "Statut", width: 52, cell: (parcel) => plain(STATUS_LABELS[parcel.status]) },
];

export const TABLE_WIDTH = COLUMNS.reduce((total, column) => total + column.width, 0);

type Line = { text: string; quiet: boolean };
export type Row = { cells: Line[][]; height: number; bold: boolean };

/** The cells of the header, of a parcel, of the totals. */
export const headerCells = (): Cell[] => COLUMNS.map((column) => plain(column.title));
export const parcelCells = (parcel: ManifestEntry): Cell[] => COLUMNS.map((column) => column.cell(parcel));
export const totalCells = (totals: ManifestTotals): Cell[] =>
  COLUMNS.map((column) => column.total?.(totals) ?? []);

/** A row's cells wrapped to their columns; no row higher than `maxHeight` (a page's room). */
export function layoutRow(cells: Cell[], fonts: Fonts, bold: boolean, maxHeight: number): Row {
  const font = bold ? fonts.bold : fonts.regular;
  const maxLines = Math.floor((maxHeight - 2 * PAD) / LINE);
  const wrapped = COLUMNS.map((column, index) => {
    const lines = (cells[index] ?? []).flatMap((paragraph) =>
      wrapText(paragraph.text, font, SIZE, column.width - 2 * PAD).map((text) => ({
        text,
        quiet: paragraph.quiet ?? false,
      })),
    );
    if (lines.length <= maxLines) return lines;
    // Longer than a page: the cell's text once more, cut with '…' at the page's last line.
    const text = (cells[index] ?? []).map((paragraph) => paragraph.text).join("\n");
    return wrapText(text, font, SIZE, column.width - 2 * PAD, maxLines).map((line) => ({
      text: line,
      quiet: false,
    }));
  });
  const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * LINE + 2 * PAD;
  return { cells: wrapped, height, bold };
}

/** Draws `row` with its top at `top` from the left margin `left`; answers its bottom. */
export function drawRow(
  page: PDFPage,
  row: Row,
  fonts: Fonts,
  left: number,
  top: number,
  fill?: Color,
): number {
  const font = row.bold ? fonts.bold : fonts.regular;
  const bottom = top - row.height;
  if (fill) page.drawRectangle({ x: left, y: bottom, width: TABLE_WIDTH, height: row.height, color: fill });
  let x = left;
  for (const [index, column] of COLUMNS.entries()) {
    for (const [lineIndex, line] of (row.cells[index] ?? []).entries()) {
      const textWidth = font.widthOfTextAtSize(line.text, SIZE);
      page.drawText(line.text, {
        x: column.numeric ? x + column.width - PAD - textWidth : x + PAD,
        y: top - PAD - (lineIndex + 1) * LINE + 2,
        size: SIZE,
        font,
        color: line.quiet ? GREY : INK,
      });
    }
    x += column.width;
  }
  page.drawLine({
    start: { x: left, y: bottom },
    end: { x: left + TABLE_WIDTH, y: bottom },
    thickness: 0.5,
    color: RULE,
  });
  return bottom;
}
