import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { type Fonts, GREY, INK, MM } from "#server/pdf/pdf-document";
import { fittingSize, printable, wrapText } from "#server/pdf/pdf-text";
import { labelNumber } from "#shared/departures/departure-files";
import { NBSP } from "#shared/french-typography";
import { shortDescription } from "#shared/parcels/parcel-name";
import type { Recipient } from "#shared/recipients/recipient";
import { categorySummary } from "#shared/shop-orders/contents-rules";
import { colon, dayText, phoneText, routeText, trackingUrl, weightLine } from "./departure-file-texts";
import type { LabelParcel } from "./departure-files.service";

/**
 * One parcel's label, 105 × 148 mm (docs/product/departures.md#labels, decisions 050 and 072). From the
 * top: the brand and the short id, the route, then the recipient — name, phones (each kept on one line,
 * shrunk if need be), city, and the landmark over every line the label has left (cut with '…' only
 * beyond). At the bottom, the QR code of the public tracking link (55 mm with its margin, as printed
 * labels have always had it) with its code under it, and beside it the sender, the contents, the
 * weight and the departure; the link itself across the foot.
 */

export const LABEL = { width: 105 * MM, height: 148 * MM };
const MARGIN = 6 * MM;
const WIDTH = LABEL.width - 2 * MARGIN;
const QR_SIZE = 55 * MM;
const LEADING = 1.22;
const RULE_GAP = 6;

export type Canvas = { doc: PDFDocument; page: PDFPage; fonts: Fonts };

type Line = { size: number; font: PDFFont; color?: Color };

type Column = ReturnType<typeof column>;

/** Lines written down a column from `top`, each `size × LEADING` high, baseline `size` below its top. */
function column(page: PDFPage, x: number, width: number, top: number) {
  let y = top;
  const draw = (text: string, { size, font, color = INK }: Line, at = x) =>
    page.drawText(printable(text, font), { x: at, y: y - size, size, font, color });
  return {
    get y() {
      return y;
    },
    skip(points: number) {
      y -= points;
    },
    /** `text` wrapped to the column, at most `maxLines`. */
    wrapped(text: string, line: Line, maxLines = Number.POSITIVE_INFINITY) {
      for (const each of wrapText(text, line.font, line.size, width, maxLines)) {
        draw(each, line);
        y -= line.size * LEADING;
      }
    },
    /** `text` on one line, shrunk down to `minSize` rather than broken; `centred` in the column. */
    whole(text: string, line: Line, minSize: number, centred = false) {
      const size = fittingSize(text, line.font, line.size, width, minSize);
      const textWidth = line.font.widthOfTextAtSize(printable(text, line.font), size);
      draw(text, { ...line, size }, centred ? x + (width - textWidth) / 2 : x);
      y -= line.size * LEADING;
    },
    /** A small grey title over a block: 'Destinataire', 'Expéditeur'. */
    heading(text: string, font: PDFFont) {
      draw(text, { size: 7, font, color: GREY });
      y -= 7 * LEADING + 1;
    },
  };
}

/** A block of the recipient: wrapped (at most `maxLines`), or `whole` on one line. */
type Piece = { text: string; line: Line; maxLines?: number; whole?: boolean };

/** The recipient's name, phones, city and landmark at `scale` of their full sizes. */
function recipientPieces(recipient: Recipient, fonts: Fonts, scale: number): Piece[] {
  const big = { size: 13 * scale, font: fonts.bold };
  const pieces: Piece[] = [{ text: recipient.name, line: big, maxLines: 2 }];
  const phones = [recipient.phone, recipient.secondPhone].filter((phone) => phone !== null).map(phoneText);
  const together = phones.join(" · ");
  // Both numbers on one line when they fit, else one a line.
  if (fonts.bold.widthOfTextAtSize(together, big.size) <= WIDTH)
    pieces.push({ text: together, line: big, whole: true });
  else pieces.push(...phones.map((phone) => ({ text: phone, line: big, whole: true })));
  pieces.push({ text: recipient.city, line: { size: 11.5 * scale, font: fonts.bold }, maxLines: 2 });
  if (recipient.landmark)
    pieces.push({ text: recipient.landmark, line: { size: 9.5 * scale, font: fonts.regular } });
  return pieces;
}

const lineCount = (piece: Piece) =>
  piece.whole ? 1 : wrapText(piece.text, piece.line.font, piece.line.size, WIDTH, piece.maxLines).length;
const heightOf = (pieces: Piece[]) =>
  pieces.reduce((total, piece) => total + lineCount(piece) * piece.line.size * LEADING, 0);

/** The sizes tried, largest first, until the whole recipient fits above the foot. */
const SCALES = [1, 0.9, 0.8, 0.72];

/**
 * The recipient down to `floor`: at full size when it fits, else at the largest smaller size at which
 * it does; at the smallest, the landmark takes every line left and ends with '…' only beyond them.
 */
function drawRecipient(write: Column, fonts: Fonts, recipient: Recipient | null, floor: number) {
  write.heading("Destinataire", fonts.regular);
  if (!recipient) {
    write.wrapped("—", { size: 13, font: fonts.bold });
    return;
  }
  const room = write.y - floor;
  const pieces =
    SCALES.map((scale) => recipientPieces(recipient, fonts, scale)).find((each) => heightOf(each) <= room) ??
    recipientPieces(recipient, fonts, SCALES.at(-1) ?? 1);
  for (const piece of pieces) {
    if (piece.whole) {
      write.whole(piece.text, piece.line, 6);
      continue;
    }
    const left = Math.max(1, Math.floor((write.y - floor) / (piece.line.size * LEADING)));
    write.wrapped(piece.text, piece.line, Math.min(piece.maxLines ?? left, left));
  }
}

/** Sender, contents, weight and departure, in the column beside the QR code. */
function drawDetails(write: Column, fonts: Fonts, parcel: LabelParcel) {
  const value = { size: 8.5, font: fonts.bold };
  write.heading("Expéditeur", fonts.regular);
  // A deleted account's kept parcel has no client any more: its name reads 'Compte supprimé'.
  write.wrapped(parcel.clientName, value, 3);
  if (parcel.clientPhone) write.whole(phoneText(parcel.clientPhone), { ...value, font: fonts.regular }, 6);
  write.skip(4);
  // The categories only, never values: a label is read by anyone who handles the parcel
  // (docs/product/contents-and-customs.md#where-shown).
  if (parcel.contents.length > 0) {
    write.heading("Contenu", fonts.regular);
    write.wrapped(categorySummary(parcel.contents), { ...value, font: fonts.regular }, 3);
  } else {
    write.heading("Colis", fonts.regular);
    write.wrapped(shortDescription(parcel.description), { ...value, font: fonts.regular }, 3);
  }
  write.skip(4);
  write.heading("Poids", fonts.regular);
  write.wrapped(weightLine(parcel), value, 2);
  write.skip(4);
  write.heading("Départ", fonts.regular);
  write.wrapped(parcel.departureDate ? dayText(parcel.departureDate) : "date à fixer", value, 2);
}

/** One label whose top-left corner is at (`left`, `top`) of the page (PDF points, origin bottom-left). */
export async function drawLabel(
  { doc, page, fonts }: Canvas,
  parcel: LabelParcel,
  publicUrl: string,
  { left, top }: { left: number; top: number },
): Promise<void> {
  const x = left + MARGIN;
  const bottom = top - LABEL.height + MARGIN;

  // The foot, from the bottom up: the link, the QR code with its code under it, a light rule.
  const url = trackingUrl(publicUrl, parcel.trackingCode);
  const foot = column(page, x, WIDTH, bottom + 8);
  const urlSize = fittingSize(url, fonts.regular, 7, WIDTH, 5);
  if (fonts.regular.widthOfTextAtSize(url, urlSize) <= WIDTH)
    foot.whole(url, { size: 7, font: fonts.regular, color: GREY }, 5, true);
  else foot.wrapped(url, { size: 5, font: fonts.regular, color: GREY }, 1);
  const qrLeft = x + WIDTH - QR_SIZE;
  const code = column(page, qrLeft, QR_SIZE, bottom + 24);
  code.whole(`${colon("Suivi")} ${parcel.trackingCode}`, { size: 11, font: fonts.bold }, 7, true);
  const png = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8 });
  const qrBottom = bottom + 27;
  page.drawImage(await doc.embedPng(png), { x: qrLeft, y: qrBottom, width: QR_SIZE, height: QR_SIZE });
  const footTop = qrBottom + QR_SIZE;
  drawDetails(column(page, x, WIDTH - QR_SIZE - 4, footTop), fonts, parcel);
  const ruleY = footTop + RULE_GAP;
  page.drawLine({ start: { x, y: ruleY }, end: { x: x + WIDTH, y: ruleY }, thickness: 0.5, color: GREY });

  // The head, from the top down: brand and short id, route, a rule, then the recipient.
  const head = column(page, x, WIDTH, top - MARGIN);
  const shortId = `N°${NBSP}${labelNumber(parcel)}`;
  page.drawText("Colibri", { x, y: head.y - 15, size: 12, font: fonts.bold, color: INK });
  const idWidth = fonts.bold.widthOfTextAtSize(shortId, 15);
  page.drawText(shortId, { x: x + WIDTH - idWidth, y: head.y - 15, size: 15, font: fonts.bold, color: INK });
  head.skip(21);
  head.wrapped(routeText(parcel), { size: 16, font: fonts.bold }, 2);
  head.skip(2);
  page.drawLine({ start: { x, y: head.y }, end: { x: x + WIDTH, y: head.y }, thickness: 1.2, color: INK });
  head.skip(7);
  drawRecipient(head, fonts, parcel.recipient, ruleY + RULE_GAP);
}
