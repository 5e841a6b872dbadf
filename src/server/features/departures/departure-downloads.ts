import type { Db } from "#server/db/database";
import { formatDateFr } from "#shared/calendar-dates";
import {
  departureLabelsFileName,
  type LabelFormat,
  labelNumber,
  manifestFileName,
  parcelLabelFileName,
} from "#shared/departures/departure-files";
import type { Tariff } from "#shared/pricing";
import { customsDeclarationFileName } from "#shared/shop-orders/parcel-contents-api";
import { buildCustomsDeclaration } from "./customs-declaration";
import { routeText } from "./departure-file-texts";
import { readDepartureFileParcels, readLabelParcel } from "./departure-files.service";
import { customsDeclarationPdf, labelsPdf, manifestPdf } from "./departure-pdfs";
import { buildManifest } from "./manifest";
import { manifestCsv } from "./manifest-csv";

/** A file to download: its type, its ASCII name, its bytes. */
export type Download = { contentType: string; fileName: string; body: Uint8Array | string };

const PDF = "application/pdf";

/**
 * The labels and manifests of departures and parcels (docs/product/departures.md#labels, #manifest),
 * read and drawn: 404 for an unknown parcel or departure, 409 for a departure without a parcel to
 * print (for a manifest: without a parcel received or paid), 503 BUSY while the PDF work queue is full.
 */
export async function parcelLabel(
  db: Db,
  parcelId: string,
  format: LabelFormat,
  publicUrl: string,
): Promise<Download> {
  const parcel = await readLabelParcel(db, parcelId);
  const body = await labelsPdf([parcel], format, publicUrl, `Étiquette ${labelNumber(parcel)}`);
  return { contentType: PDF, fileName: parcelLabelFileName(parcel.id, format), body };
}

export async function departureLabels(
  db: Db,
  departureId: string,
  format: LabelFormat,
  publicUrl: string,
): Promise<Download> {
  const { departure, parcels } = await readDepartureFileParcels(db, departureId);
  const title = `Étiquettes — ${formatDateFr(departure.date)} — ${routeText(departure)}`;
  const body = await labelsPdf(parcels, format, publicUrl, title);
  return { contentType: PDF, fileName: departureLabelsFileName(departure, format), body };
}

export async function departureManifest(
  db: Db,
  departureId: string,
  kind: "csv" | "pdf",
  tariff: Tariff,
): Promise<Download> {
  const { departure, parcels } = await readDepartureFileParcels(db, departureId);
  const manifest = buildManifest(departure, parcels, new Date(), tariff);
  return kind === "csv"
    ? {
        contentType: "text/csv; charset=utf-8",
        fileName: manifestFileName(departure, "csv"),
        body: manifestCsv(manifest),
      }
    : { contentType: PDF, fileName: manifestFileName(departure, "pdf"), body: await manifestPdf(manifest) };
}

/**
 * One parcel's customs declaration, CN 23 (docs/product/contents-and-customs.md#customs-declaration),
 * whatever its status. Who may have it is the route's to check (the carrier, or the parcel's owner).
 */
export async function customsDeclaration(db: Db, parcelId: string, tariff: Tariff): Promise<Download> {
  const parcel = await readLabelParcel(db, parcelId);
  const declaration = buildCustomsDeclaration(parcel, tariff, new Date());
  return {
    contentType: PDF,
    fileName: customsDeclarationFileName(declaration.name),
    body: await customsDeclarationPdf(declaration),
  };
}
