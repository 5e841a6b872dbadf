import { type PDFPage, rgb } from "pdf-lib";
import { type Fonts, newDocument, wrapText } from "./label-pdf";
import { MANIFEST_COLUMNS, type Manifest, type ManifestColumn } from "./manifest-csv";

/**
 * The manifest as PDF (docs/product/departures.md#manifest): A4 landscape, the title and the
 * departure's line on the first page, a table whose header is repeated on every page, long cells
 * wrapped and cut with '…', the totals row at the end and `Page n / N` at the bottom of each page.
 */

const MM = 72 / 25.4;
const PAGE = { width: 297 * MM, height: 210 * MM };
const MARGIN = 10 * MM;
const SIZE = 7;
const LINE = 8.6;
const PAD = 2.5;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);
const HEADER_FILL = rgb(0.92, 0.92, 0.92);

type Column = { title: string; width: number; maxLines: number; numeric?: boolean };

/** Widths in points; they add up to the page's width between its margins (785 pt). */
const COLUMNS: Record<ManifestColumn, Column> = {
  "N°": { title: "N°", width: 50, maxLines: 1 },
  "Code de suivi": { title: "Code de suivi", width: 66, maxLines: 1 },
  Client: { title: "Client", width: 84, maxLines: 2 },
  "E-mail": { title: "E-mail", width: 90, maxLines: 2 },
  Destinataire: { title: "Destinataire", width: 92, maxLines: 3 },
  Description: { title: "Description", width: 82, maxLines: 3 },
  "Poids déclaré (kg)": { title: "Déclaré (kg)", width: 38, maxLines: 1, numeric: true },
  "Poids mesuré (kg)": { title: "Mesuré (kg)", width: 38, maxLines: 1, numeric: true },
  "Poids retenu (kg)": { title: "Retenu (kg)", width: 38, maxLines: 1, numeric: true },
  "Prix (€)": { title: "Prix (€)", width: 42, maxLines: 1, numeric: true },
  "Prix (FCFA)": { title: "Prix (FCFA)", width: 46, maxLines: 1, numeric: true },
  Payé: { title: "Payé", width: 26, maxLines: 1 },
  Solde: { title: "Solde", width: 53, maxLines: 3 },
  Statut: { title: "Statut", width: 40, maxLines: 2 },
};

type Row = { lines: string[][]; height: number; bold: boolean };

/** `header`: the titles, on two lines at most whatever the column. */
function layoutRow(cells: Record<ManifestColumn, string>, fonts: Fonts, bold: boolean, header = false): Row {
  const font = bold ? fonts.bold : fonts.regular;
  const lines = MANIFEST_COLUMNS.map((column) => {
    const { width, maxLines } = COLUMNS[column];
    return wrapText(cells[column], font, SIZE, width - 2 * PAD, header ? 2 : maxLines);
  });
  const height = Math.max(1, ...lines.map((cell) => cell.length)) * LINE + 2 * PAD;
  return { lines, height, bold };
}

function drawRow(page: PDFPage, row: Row, fonts: Fonts, top: number, fill?: ReturnType<typeof rgb>): number {
  const font = row.bold ? fonts.bold : fonts.regular;
  const tableWidth = PAGE.width - 2 * MARGIN;
  if (fill)
    page.drawRectangle({
      x: MARGIN,
      y: top - row.height,
      width: tableWidth,
      height: row.height,
      color: fill,
    });
  let x = MARGIN;
  for (const [index, column] of MANIFEST_COLUMNS.entries()) {
    const { width, numeric } = COLUMNS[column];
    for (const [lineIndex, line] of (row.lines[index] ?? []).entries()) {
      const textWidth = font.widthOfTextAtSize(line, SIZE);
      page.drawText(line, {
        x: numeric ? x + width - PAD - textWidth : x + PAD,
        y: top - PAD - (lineIndex + 1) * LINE + 2,
        size: SIZE,
        font,
        color: INK,
      });
    }
    x += width;
  }
  const bottom = top - row.height;
  page.drawLine({
    start: { x: MARGIN, y: bottom },
    end: { x: MARGIN + tableWidth, y: bottom },
    thickness: 0.5,
    color: RULE,
  });
  return bottom;
}

/** The manifest as an A4 landscape PDF. Drawn in a worker thread (departure-pdfs.ts). */
export async function drawManifest(manifest: Manifest): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(manifest.title);
  const header = layoutRow(
    Object.fromEntries(MANIFEST_COLUMNS.map((column) => [column, COLUMNS[column].title])) as Record<
      ManifestColumn,
      string
    >,
    fonts,
    true,
    true,
  );
  const bottomLimit = MARGIN + 14;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  for (const line of wrapText(manifest.title, fonts.bold, 13, PAGE.width - 2 * MARGIN, 2)) {
    page.drawText(line, { x: MARGIN, y: y - 13, size: 13, font: fonts.bold, color: INK });
    y -= 17;
  }
  for (const line of wrapText(manifest.details, fonts.regular, 9, PAGE.width - 2 * MARGIN, 2)) {
    page.drawText(line, { x: MARGIN, y: y - 9, size: 9, font: fonts.regular, color: GREY });
    y -= 12;
  }
  y = drawRow(page, header, fonts, y - 6, HEADER_FILL);

  const rows = [
    ...manifest.rows.map((cells) => layoutRow(cells, fonts, false)),
    layoutRow(manifest.totals, fonts, true),
  ];
  for (const [index, row] of rows.entries()) {
    if (y - row.height < bottomLimit) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = drawRow(page, header, fonts, PAGE.height - MARGIN, HEADER_FILL);
    }
    const isTotals = index === rows.length - 1;
    y = drawRow(page, row, fonts, y, isTotals ? HEADER_FILL : undefined);
  }

  const pages = doc.getPages();
  for (const [index, each] of pages.entries()) {
    const text = `Page ${index + 1} / ${pages.length}`;
    each.drawText(text, {
      x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(text, 7),
      y: MARGIN - 2,
      size: 7,
      font: fonts.regular,
      color: GREY,
    });
  }
  return doc.save();
}
