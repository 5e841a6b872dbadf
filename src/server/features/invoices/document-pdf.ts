import { rgb } from "pdf-lib";
import { GREY, INK, MM, newDocument } from "#server/pdf/pdf-document";
import { wrapText } from "#server/pdf/pdf-text";
import type { IssuedDocument } from "#shared/invoices";
import { documentTexts } from "./document-texts";

/**
 * An invoice or credit note as an A4 PDF (docs/product/accounting.md#documents), drawn from the document
 * as issued, in a worker thread (document-pdfs.ts), with the labels' fonts (decision 063).
 */

const PAGE = { width: 210 * MM, height: 297 * MM };
const MARGIN = 18 * MM;
const WIDTH = PAGE.width - 2 * MARGIN;
const RULE = rgb(0.8, 0.8, 0.8);
const FILL = rgb(0.94, 0.94, 0.94);

export async function drawDocument(document: IssuedDocument): Promise<Uint8Array> {
  const texts = documentTexts(document);
  const { doc, fonts } = await newDocument(texts.title);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  /** Lines of text at x, within width, from y down; returns the y under them. */
  const write = (lines: string[], x: number, top: number, width: number, size: number, bold = false) => {
    let at = top;
    const font = bold ? fonts.bold : fonts.regular;
    for (const [index, text] of lines.entries()) {
      for (const line of wrapText(text, index === 0 && bold ? fonts.bold : font, size, width)) {
        page.drawText(line, {
          x,
          y: at - size,
          size,
          font: index === 0 && bold ? fonts.bold : fonts.regular,
          color: INK,
        });
        at -= size * 1.35;
      }
    }
    return at;
  };

  // The carrier, top left; the document's kind, number and date, top right.
  const half = WIDTH / 2;
  const sellerBottom = write(texts.seller, MARGIN, y, WIDTH * 0.62, 9.5, true);
  page.drawText(texts.heading, {
    x: PAGE.width - MARGIN - fonts.bold.widthOfTextAtSize(texts.heading, 20),
    y: y - 20,
    size: 20,
    font: fonts.bold,
    color: INK,
  });
  for (const [index, text] of [texts.number, texts.date].entries()) {
    page.drawText(text, {
      x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(text, 10),
      y: y - 38 - index * 14,
      size: 10,
      font: fonts.regular,
      color: INK,
    });
  }
  y = Math.min(sellerBottom, y - 66) - 14;

  // The client as given, beside the parcel and the service's facts.
  page.drawText("Client", { x: MARGIN, y: y - 8, size: 8, font: fonts.bold, color: GREY });
  page.drawText("Prestation", { x: MARGIN + half, y: y - 8, size: 8, font: fonts.bold, color: GREY });
  const clientBottom = write(texts.client, MARGIN, y - 12, half - 6, 10, true);
  const parcelBottom = write(texts.parcel, MARGIN + half, y - 12, half, 9);
  y = Math.min(clientBottom, parcelBottom) - 10;
  if (texts.corrects) y = write([texts.corrects], MARGIN, y, WIDTH, 10, true) - 6;

  // The lines: designation and amount.
  const amountWidth = 32 * MM;
  page.drawRectangle({ x: MARGIN, y: y - 18, width: WIDTH, height: 18, color: FILL });
  page.drawText("Désignation", { x: MARGIN + 6, y: y - 12.5, size: 9, font: fonts.bold, color: INK });
  const amountTitle = document.seller.vat.kind === "exempt" ? "Montant" : "Montant TTC";
  page.drawText(amountTitle, {
    x: PAGE.width - MARGIN - 6 - fonts.bold.widthOfTextAtSize(amountTitle, 9),
    y: y - 12.5,
    size: 9,
    font: fonts.bold,
    color: INK,
  });
  y -= 18;
  for (const line of texts.lines) {
    const wrapped = wrapText(line.label, fonts.regular, 9.5, WIDTH - amountWidth - 12);
    const height = wrapped.length * 13 + 8;
    wrapped.forEach((text, index) => {
      page.drawText(text, {
        x: MARGIN + 6,
        y: y - 14 - index * 13,
        size: 9.5,
        font: fonts.regular,
        color: INK,
      });
    });
    page.drawText(line.amount, {
      x: PAGE.width - MARGIN - 6 - fonts.regular.widthOfTextAtSize(line.amount, 9.5),
      y: y - 14,
      size: 9.5,
      font: fonts.regular,
      color: INK,
    });
    y -= height;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    });
  }

  // Totals, right-aligned: HT and VAT (or the exemption mention), the total, its FCFA equivalent.
  y -= 8;
  const right = (text: string, size: number, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    for (const line of wrapText(text, font, size, WIDTH)) {
      page.drawText(line, {
        x: PAGE.width - MARGIN - 6 - font.widthOfTextAtSize(line, size),
        y: y - size,
        size,
        font,
        color: INK,
      });
      y -= size * 1.45;
    }
  };
  for (const line of texts.vatLines) right(line, 9.5);
  right(texts.total, 12, true);
  right(texts.fcfa, 9.5);

  // How it was paid (or given back).
  y -= 14;
  y = write(texts.payment, MARGIN, y, WIDTH, 9.5);

  page.drawText("Colibri", { x: MARGIN, y: MARGIN - 4, size: 7, font: fonts.regular, color: GREY });
  return doc.save();
}
