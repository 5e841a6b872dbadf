import { type PDFPage, rgb } from "pdf-lib";
import { type Fonts, GREY, INK, MM, newDocument } from "#server/pdf/pdf-document";
import { wrapText } from "#server/pdf/pdf-text";
import { formatKg } from "#shared/departures/departure-text";
import { NBSP } from "#shared/french-typography";
import { formatEuros, formatFcfa } from "#shared/pricing";
import { CUSTOMS_NATURE_LABELS, CUSTOMS_NATURES } from "#shared/shop-orders/contents-rules";
import type { CustomsDeclaration, CustomsLine } from "./customs-declaration";
import { colon } from "./departure-file-texts";

/**
 * The customs declaration as an A4 PDF in the layout of a CN 23 (docs/product/contents-and-customs.md#customs-declaration,
 * decision 104): the title and its `CN 23` box, sender and recipient side by side, the table of the
 * contents (description, quantity, net weight, value in € and FCFA) with its totals, the three boxes of
 * the nature of the shipment, the certification, the date and the signature line. A table longer than a
 * page goes on, its header repeated. Drawn in a worker thread (departure-pdfs.ts).
 */

const PAGE = { width: 210 * MM, height: 297 * MM };
const MARGIN = 15 * MM;
const WIDTH = PAGE.width - 2 * MARGIN;
const RULE = rgb(0.55, 0.55, 0.55);
const FILL = rgb(0.93, 0.93, 0.93);
const PAD = 4;
const SIZE = 8.5;
const LINE = 11;

type Column = { title: string; width: number; numeric?: boolean; cell: (line: CustomsLine) => string[] };

const kg = (grams: number) => `${formatKg(grams)}${NBSP}kg`;

const COLUMNS: Column[] = [
  {
    title: "Description détaillée du contenu",
    width: 230,
    cell: (line) => [line.description, line.category],
  },
  { title: "Quantité", width: 50, numeric: true, cell: (line) => [String(line.quantity)] },
  { title: "Poids net", width: 60, numeric: true, cell: (line) => [kg(line.netGrams)] },
  {
    title: "Valeur",
    width: WIDTH - 340,
    numeric: true,
    cell: (line) => [formatEuros(line.valueCents), formatFcfa(line.valueFcfa)],
  },
];

function box(page: PDFPage, x: number, top: number, width: number, height: number, fill?: typeof FILL) {
  page.drawRectangle({
    x,
    y: top - height,
    width,
    height,
    borderColor: RULE,
    borderWidth: 0.6,
    ...(fill ? { color: fill } : {}),
  });
}

/** A cell's lines wrapped to its column; the first in ink, the others (a category) grey. */
function cellLines(texts: string[], width: number, fonts: Fonts, bold: boolean) {
  return texts.flatMap((text, index) =>
    wrapText(text, bold ? fonts.bold : fonts.regular, SIZE, width - 2 * PAD).map((line) => ({
      text: line,
      quiet: index > 0 && !bold,
    })),
  );
}

/** Draws one row of the table from `top`; answers its bottom. */
function drawRow(
  page: PDFPage,
  fonts: Fonts,
  cells: string[][],
  top: number,
  bold: boolean,
  fill?: typeof FILL,
) {
  const font = bold ? fonts.bold : fonts.regular;
  const wrapped = COLUMNS.map((column, index) => cellLines(cells[index] ?? [], column.width, fonts, bold));
  const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * LINE + 2 * PAD - 2;
  let x = MARGIN;
  for (const [index, column] of COLUMNS.entries()) {
    box(page, x, top, column.width, height, fill);
    for (const [lineIndex, line] of (wrapped[index] ?? []).entries()) {
      const width = font.widthOfTextAtSize(line.text, SIZE);
      page.drawText(line.text, {
        x: column.numeric ? x + column.width - PAD - width : x + PAD,
        y: top - PAD - (lineIndex + 1) * LINE + 3,
        size: SIZE,
        font,
        color: line.quiet ? GREY : INK,
      });
    }
    x += column.width;
  }
  return top - height;
}

const rowHeight = (fonts: Fonts, cells: string[][], bold: boolean) =>
  Math.max(
    1,
    ...COLUMNS.map((column, index) => cellLines(cells[index] ?? [], column.width, fonts, bold).length),
  ) *
    LINE +
  2 * PAD -
  2;

/** A titled box of lines (sender, recipient); answers its bottom. */
function drawParty(
  page: PDFPage,
  fonts: Fonts,
  title: string,
  lines: string[],
  x: number,
  top: number,
  width: number,
  height: number,
) {
  box(page, x, top, width, height);
  page.drawText(title, { x: x + PAD, y: top - PAD - 8, size: 8, font: fonts.bold, color: GREY });
  let y = top - PAD - 10;
  for (const [index, line] of lines.entries()) {
    const font = index === 0 ? fonts.bold : fonts.regular;
    const size = index === 0 ? 10 : 9;
    for (const each of wrapText(line, font, size, width - 2 * PAD, 2)) {
      y -= size * 1.3;
      page.drawText(each, { x: x + PAD, y, size, font, color: INK });
    }
  }
}

const partyHeight = (fonts: Fonts, lines: string[], width: number) =>
  PAD * 2 +
  14 +
  lines.reduce((total, line, index) => {
    const font = index === 0 ? fonts.bold : fonts.regular;
    const size = index === 0 ? 10 : 9;
    return total + wrapText(line, font, size, width - 2 * PAD, 2).length * size * 1.3;
  }, 0);

export async function drawCustomsDeclaration(declaration: CustomsDeclaration): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(`Déclaration en douane CN 23 — ${declaration.name}`);
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  // The head: the brand, the title and its CN 23 box, the parcel's reference and tracking code.
  page.drawText("Colibri", { x: MARGIN, y: y - 11, size: 11, font: fonts.bold, color: INK });
  page.drawText("DÉCLARATION EN DOUANE", { x: MARGIN, y: y - 30, size: 16, font: fonts.bold, color: INK });
  const cn23 = "CN 23";
  const cnWidth = fonts.bold.widthOfTextAtSize(cn23, 18) + 16;
  box(page, MARGIN + WIDTH - cnWidth, y, cnWidth, 30);
  page.drawText(cn23, { x: MARGIN + WIDTH - cnWidth + 8, y: y - 22, size: 18, font: fonts.bold, color: INK });
  y -= 46;
  const reference = `${colon("Colis")} ${declaration.name} · ${colon("Suivi")} ${declaration.trackingCode}`;
  page.drawText(reference, { x: MARGIN, y, size: 9, font: fonts.regular, color: GREY });
  y -= 10;

  // Sender and recipient, side by side, as high as the fuller of the two.
  const half = (WIDTH - 8) / 2;
  const partiesHeight = Math.max(
    partyHeight(fonts, declaration.sender, half),
    partyHeight(fonts, declaration.recipient, half),
    70,
  );
  drawParty(page, fonts, "Expéditeur", declaration.sender, MARGIN, y, half, partiesHeight);
  drawParty(page, fonts, "Destinataire", declaration.recipient, MARGIN + half + 8, y, half, partiesHeight);
  y -= partiesHeight + 12;

  // The contents: a header, a row per line, then the totals.
  const header = COLUMNS.map((column) => [column.title]);
  const bottomLimit = MARGIN + 20;
  y = drawRow(page, fonts, header, y, true, FILL);
  for (const line of declaration.lines) {
    const cells = COLUMNS.map((column) => column.cell(line));
    if (y - rowHeight(fonts, cells, false) < bottomLimit) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = drawRow(page, fonts, header, PAGE.height - MARGIN, true, FILL);
    }
    y = drawRow(page, fonts, cells, y, false);
  }
  const totals = [
    [`Total · poids brut ${declaration.weighed ? "pesé" : "déclaré"}`],
    [],
    [kg(declaration.totalGrams)],
    declaration.declared
      ? [formatEuros(declaration.totalCents), formatFcfa(declaration.totalFcfa)]
      : ["Valeur non déclarée"],
  ];
  // The totals, the nature boxes, the certification and the signature stay together on one page.
  const closing = rowHeight(fonts, totals, true) + 150;
  if (y - closing < bottomLimit) {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  }
  y = drawRow(page, fonts, totals, y, true, FILL);
  y -= 16;

  // The nature of the shipment: three boxes, one ticked.
  page.drawText(colon("Nature de l'envoi"), { x: MARGIN, y: y - 9, size: 9, font: fonts.bold, color: INK });
  let x = MARGIN + 110;
  for (const nature of CUSTOMS_NATURES) {
    const label = CUSTOMS_NATURE_LABELS[nature];
    box(page, x, y, 10, 10);
    if (nature === declaration.nature) {
      page.drawLine({
        start: { x: x + 2, y: y - 2 },
        end: { x: x + 8, y: y - 8 },
        thickness: 1.4,
        color: INK,
      });
      page.drawLine({
        start: { x: x + 2, y: y - 8 },
        end: { x: x + 8, y: y - 2 },
        thickness: 1.4,
        color: INK,
      });
    }
    page.drawText(label, { x: x + 15, y: y - 9, size: 9, font: fonts.regular, color: INK });
    x += 15 + fonts.regular.widthOfTextAtSize(label, 9) + 24;
  }
  y -= 30;

  const certification =
    "Je certifie que les renseignements donnés dans la présente déclaration sont exacts et que cet envoi ne contient aucun objet dangereux ou interdit par la réglementation postale ou douanière.";
  for (const each of wrapText(certification, fonts.regular, 8.5, WIDTH)) {
    page.drawText(each, { x: MARGIN, y, size: 8.5, font: fonts.regular, color: INK });
    y -= 11;
  }
  y -= 16;
  page.drawText(`${colon("Date")} ${declaration.date}`, {
    x: MARGIN,
    y,
    size: 9.5,
    font: fonts.regular,
    color: INK,
  });
  const signature = colon("Signature de l'expéditeur");
  const signX = MARGIN + WIDTH / 2;
  page.drawText(signature, { x: signX, y, size: 9.5, font: fonts.regular, color: INK });
  page.drawLine({
    start: { x: signX, y: y - 34 },
    end: { x: MARGIN + WIDTH, y: y - 34 },
    thickness: 0.6,
    color: INK,
  });

  const pages = doc.getPages();
  for (const [index, each] of pages.entries()) {
    const text = `${declaration.name} · Page ${index + 1} / ${pages.length}`;
    each.drawText(text, {
      x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(text, 7),
      y: MARGIN - 12,
      size: 7,
      font: fonts.regular,
      color: GREY,
    });
  }
  return doc.save();
}
