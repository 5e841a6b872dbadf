import { rgb } from "pdf-lib";
import { MM, newDocument } from "#server/pdf/pdf-document";
import type { LabelFormat } from "#shared/departures/departure-files";
import type { LabelParcel } from "./departure-files.service";
import { drawLabel, LABEL } from "./label-layout";

/**
 * Parcel labels as PDF (docs/product/departures.md#labels, decisions 050 and 072): A6 (105 × 148 mm,
 * one label a page, for a label printer) or A4 (a sheet of four A6 labels, 2 × 2, with light cut lines).
 * One label's drawing is label-layout.ts.
 */

// A4 is 210 × 297 mm: two A6 across, two down, and 1 mm of margin left at the bottom.
const A4 = { width: 210 * MM, height: 297 * MM };
const CUT_LINE = rgb(0.75, 0.75, 0.75);

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
      const page = doc.addPage([LABEL.width, LABEL.height]);
      await drawLabel({ doc, page, fonts }, parcel, publicUrl, { left: 0, top: LABEL.height });
    }
  } else {
    for (let first = 0; first < parcels.length; first += 4) {
      const page = doc.addPage([A4.width, A4.height]);
      const dash = { thickness: 0.5, color: CUT_LINE, dashArray: [4, 4] };
      page.drawLine({ start: { x: LABEL.width, y: 0 }, end: { x: LABEL.width, y: A4.height }, ...dash });
      const cut = A4.height - LABEL.height;
      page.drawLine({ start: { x: 0, y: cut }, end: { x: A4.width, y: cut }, ...dash });
      const sheet = parcels.slice(first, first + 4);
      for (const [index, parcel] of sheet.entries()) {
        const left = (index % 2) * LABEL.width;
        const top = A4.height - Math.floor(index / 2) * LABEL.height;
        await drawLabel({ doc, page, fonts }, parcel, publicUrl, { left, top });
      }
    }
  }
  return doc.save();
}
