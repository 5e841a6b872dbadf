import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import QRCode from "qrcode";
import { serverFile } from "#server/project-root";
import { formatDateFr } from "#shared/calendar";
import { frenchRegionName } from "#shared/country-names";
import { type LabelFormat, shortParcelId, weightKgText } from "#shared/departures/departure-files";
import { shortDescription } from "#shared/parcels/parcel-name";
import { recipientLine } from "#shared/recipients/recipient";
import { publicTrackingPath } from "#shared/tracking/tracking-code";
import type { LabelParcel } from "./departure-files.service";

/**
 * Parcel labels as PDF (docs/product/departures.md#labels, decision 050): A6 (105 × 148 mm, one label
 * a page, for a label printer) or A4 (a sheet of four A6 labels, 2 × 2, with light cut lines). The
 * text is real PDF text in DejaVu Sans, embedded (subset), so accents print and can be searched; the
 * QR code of the public tracking link is a PNG image, 55 mm wide with its margin (about 48 mm of
 * modules).
 */

const MM = 72 / 25.4;
export const A6 = { width: 105 * MM, height: 148 * MM };
// A4 is 210 × 297 mm: two A6 across, two down, and 1 mm of margin left at the bottom.
const A4 = { width: 210 * MM, height: 297 * MM };

const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);
const CUT_LINE = rgb(0.75, 0.75, 0.75);

/**
 * The fonts, by their path under src/server: read once, from src/server by the sources and from
 * dist/server by the compiled server, where the build copies them (decision 063).
 */
export const FONT_FILES = {
  regular: "features/departures/fonts/DejaVuSans.ttf",
  bold: "features/departures/fonts/DejaVuSans-Bold.ttf",
};
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** A new PDF with DejaVu Sans regular and bold embedded (only the glyphs used). */
export async function newDocument(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  fontFiles ??= {
    regular: readFileSync(serverFile(FONT_FILES.regular)),
    bold: readFileSync(serverFile(FONT_FILES.bold)),
  };
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator("Colibri");
  doc.setProducer("Colibri");
  doc.setLanguage("fr-FR");
  const fonts = {
    regular: await doc.embedFont(fontFiles.regular, { subset: true }),
    bold: await doc.embedFont(fontFiles.bold, { subset: true }),
  };
  return { doc, fonts };
}

/**
 * `text` cut into lines no wider than `width`, at most `maxLines`: words that do not fit are broken,
 * and the last line ends with '…' when text is left over. Explicit line breaks are kept.
 */
export function wrapText(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  maxLines: number,
): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = "";
    // Only ordinary spaces break a line: a no-break space keeps 'Suivi : ABC' or '18 h 30' whole (decision 074).
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word wider than the column: broken where it overflows.
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last && !fits(`${last}…`)) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

export const routeText = (parcel: { fromCountry: string; toCountry: string }) =>
  `${frenchRegionName(parcel.fromCountry)} → ${frenchRegionName(parcel.toCountry)}`;

/** The public tracking link the QR code opens. */
export const trackingUrl = (publicUrl: string, trackingCode: string) =>
  `${publicUrl.replace(/\/+$/, "")}${publicTrackingPath(trackingCode)}`;

/** Measured weight when weighed, else the declared one: '3,5 kg (pesé)', '2 kg (déclaré)', '—'. */
function weightLine(parcel: LabelParcel): string {
  if (parcel.measuredWeightGrams !== null) return `${weightKgText(parcel.measuredWeightGrams)} kg (pesé)`;
  if (parcel.weightGrams !== null) return `${weightKgText(parcel.weightGrams)} kg (déclaré)`;
  return "—";
}

const QR_SIZE = 55 * MM;
const MARGIN = 6 * MM;

/** One label whose top-left corner is at (`left`, `top`) of the page (PDF points, origin bottom-left). */
async function drawLabel(
  doc: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  parcel: LabelParcel,
  publicUrl: string,
  left: number,
  top: number,
): Promise<void> {
  const x = left + MARGIN;
  const width = A6.width - 2 * MARGIN;
  let y = top - MARGIN;
  const text = (value: string, size: number, font = fonts.regular, color = INK, at = x) => {
    page.drawText(value, { x: at, y: y - size, size, font, color });
  };
  const rightAligned = (value: string, size: number, font: PDFFont) =>
    text(value, size, font, INK, x + width - font.widthOfTextAtSize(value, size));
  const centred = (value: string, size: number, font: PDFFont, color = INK) =>
    text(value, size, font, color, x + (width - font.widthOfTextAtSize(value, size)) / 2);

  text("Colibri", 20, fonts.bold);
  rightAligned(`N° ${shortParcelId(parcel.id)}`, 15, fonts.bold);
  y -= 28;
  page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 1.2, color: INK });
  y -= 10;

  for (const line of wrapText(routeText(parcel), fonts.bold, 17, width, 2)) {
    text(line, 17, fonts.bold);
    y -= 22;
  }
  y -= 2;

  const field = (label: string, value: string, maxLines = 1) => {
    const labelWidth = fonts.regular.widthOfTextAtSize(`${label} `, 10.5);
    const lines = wrapText(value, fonts.bold, 10.5, width - labelWidth, maxLines);
    text(label, 10.5, fonts.regular, GREY);
    for (const line of lines) {
      text(line, 10.5, fonts.bold, INK, x + labelWidth);
      y -= 14;
    }
    y -= 2;
  };
  field("Colis :", shortDescription(parcel.description), 2);
  field("Destinataire :", parcel.recipient ? recipientLine(parcel.recipient) : "—", 2);
  field("Poids :", weightLine(parcel));
  field("Départ :", parcel.departureDate ? formatDateFr(parcel.departureDate) : "date à fixer", 2);

  // The QR code and the code under it, centred in the space left; 55 mm with a 2-module white margin.
  const url = trackingUrl(publicUrl, parcel.trackingCode);
  const png = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8 });
  const image = await doc.embedPng(png);
  const blockHeight = QR_SIZE + 42;
  const bottom = top - A6.height + MARGIN;
  const qrTop = y - Math.max(0, (y - bottom - blockHeight) / 2);
  page.drawImage(image, {
    x: x + (width - QR_SIZE) / 2,
    y: qrTop - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  });
  y = qrTop - QR_SIZE - 4;
  centred(`Suivi : ${parcel.trackingCode}`, 13, fonts.bold);
  y -= 18;
  const [shownUrl = url] = wrapText(url, fonts.regular, 7.5, width, 1);
  centred(shownUrl, 7.5, fonts.regular, GREY);
}

/**
 * The labels of `parcels`, in their order: one A6 page each, or four per A4 sheet (left to right,
 * top to bottom). Drawn in a worker thread (departure-pdfs.ts).
 */
export async function drawLabels(
  parcels: LabelParcel[],
  format: LabelFormat,
  publicUrl: string,
  title: string,
): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(title);
  if (format === "a6") {
    for (const parcel of parcels) {
      const page = doc.addPage([A6.width, A6.height]);
      await drawLabel(doc, page, fonts, parcel, publicUrl, 0, A6.height);
    }
  } else {
    for (let first = 0; first < parcels.length; first += 4) {
      const page = doc.addPage([A4.width, A4.height]);
      const dash = { thickness: 0.5, color: CUT_LINE, dashArray: [4, 4] };
      page.drawLine({ start: { x: A6.width, y: 0 }, end: { x: A6.width, y: A4.height }, ...dash });
      const cut = A4.height - A6.height;
      page.drawLine({ start: { x: 0, y: cut }, end: { x: A4.width, y: cut }, ...dash });
      const sheet = parcels.slice(first, first + 4);
      for (const [index, parcel] of sheet.entries()) {
        const left = (index % 2) * A6.width;
        const top = A4.height - Math.floor(index / 2) * A6.height;
        await drawLabel(doc, page, fonts, parcel, publicUrl, left, top);
      }
    }
  }
  return doc.save();
}
