import { rgb } from "pdf-lib";
import { GREY, INK, MM, newDocument } from "#server/pdf/pdf-document";
import { wrapText } from "#server/pdf/pdf-text";
import type { Manifest } from "./manifest";
import {
  drawRow,
  headerCells,
  layoutRow,
  parcelCells,
  type Row,
  TABLE_WIDTH,
  totalCells,
} from "./manifest-table";

/**
 * The manifest as PDF (docs/product/departures.md#manifest, decisions 050 and 072): A4 landscape, the
 * title, the departure's line and when it was made on the first page, then the table (manifest-table.ts) whose header is
 * repeated at the top of every page. A row is never split by a page break: one that does not fit goes
 * whole to the next page. The totals row closes the table, `Page n / N` is at the foot of each page.
 */

const PAGE = { width: 297 * MM, height: 210 * MM };
const MARGIN = (PAGE.width - TABLE_WIDTH) / 2;
const FOOT = 14;
const HEADER_FILL = rgb(0.92, 0.92, 0.92);

/** The manifest as an A4 landscape PDF. Drawn in a worker thread (departure-pdfs.ts). */
export async function drawManifest(manifest: Manifest): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(manifest.title);
  const bottomLimit = MARGIN + FOOT;
  const header = layoutRow(headerCells(), fonts, true, PAGE.height);
  // The most a row may take: a whole page below the repeated header.
  const room = PAGE.height - MARGIN - header.height - bottomLimit;
  const newPage = () => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    return { page, y: drawRow(page, header, fonts, MARGIN, PAGE.height - MARGIN, HEADER_FILL) };
  };

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  for (const line of wrapText(manifest.title, fonts.bold, 13, TABLE_WIDTH, 2)) {
    page.drawText(line, { x: MARGIN, y: y - 13, size: 13, font: fonts.bold, color: INK });
    y -= 17;
  }
  for (const line of [manifest.details, manifest.madeAt].flatMap((text) =>
    wrapText(text, fonts.regular, 9, TABLE_WIDTH),
  )) {
    page.drawText(line, { x: MARGIN, y: y - 9, size: 9, font: fonts.regular, color: GREY });
    y -= 12;
  }
  y = drawRow(page, header, fonts, MARGIN, y - 6, HEADER_FILL);

  const rows: [Row, boolean][] = [
    ...manifest.parcels.map((parcel): [Row, boolean] => [
      layoutRow(parcelCells(parcel), fonts, false, room),
      false,
    ]),
    [layoutRow(totalCells(manifest.totals), fonts, true, room), true],
  ];
  for (const [row, isTotals] of rows) {
    if (y - row.height < bottomLimit) ({ page, y } = newPage());
    y = drawRow(page, row, fonts, MARGIN, y, isTotals ? HEADER_FILL : undefined);
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
