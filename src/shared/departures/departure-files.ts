import { z } from "zod";
import type { ParcelStatus } from "../parcels/status";
import { formatKg } from "./departure-text";

/**
 * The printable files of a departure (docs/product/departures.md#labels, #manifest): their URLs, the
 * Zod schemas of their params and query, their file names and the few texts both sides need.
 * Every URL is an admin download (`/api/admin/…`, answered with `Content-Disposition: attachment`).
 */

export const LABEL_FORMATS = ["a6", "a4"] as const;
/** `a6`: one label per page (105 × 148 mm); `a4`: a sheet of four labels, 2 × 2. */
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const MANIFEST_KINDS = ["csv", "pdf"] as const;
export type ManifestKind = (typeof MANIFEST_KINDS)[number];

/** `:id` of a parcel (`pkg-…`) or of a departure (its `departure` id). */
export const departureFileParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** `?format=a6|a4`, A6 when absent. */
export const labelQuerySchema = z.object({ format: z.enum(LABEL_FORMATS).default("a6") });

/** The 409 of a departure whose parcels are all refused, or that has none. */
export const NO_PARCELS_ON_DEPARTURE = "Aucun colis sur ce départ.";

/**
 * The statuses at which a parcel is on its departure's manifest whether paid or not: the carrier has it
 * in hand (received) or has sent it on. Any other parcel is listed only once paid; a refused or
 * cancelled one never (docs/product/departures.md#manifest).
 */
export const MANIFEST_STATUSES = [
  "received",
  "in_transit",
  "in_delivery",
  "delivered",
] as const satisfies readonly ParcelStatus[];

export function isOnManifest(parcel: { status: ParcelStatus; paid: boolean }): boolean {
  if (parcel.status === "rejected") return false;
  return parcel.paid || (MANIFEST_STATUSES as readonly ParcelStatus[]).includes(parcel.status);
}

/** The 409 of a manifest with nothing to list. */
export const NO_MANIFEST_PARCELS = "Aucun colis reçu ou payé sur ce départ.";

const ADMIN_API = "/api/admin";
const segment = (id: string) => encodeURIComponent(id);

/** One parcel's label: `/api/admin/parcels/<id>/label.pdf?format=a6`. */
export function parcelLabelUrl(parcelId: string, format: LabelFormat = "a6"): string {
  return `${ADMIN_API}/parcels/${segment(parcelId)}/label.pdf?format=${format}`;
}

/** Every label of a departure (refused parcels left out): `/api/admin/departures/<id>/labels.pdf?format=a4`. */
export function departureLabelsUrl(departureId: string, format: LabelFormat = "a6"): string {
  return `${ADMIN_API}/departures/${segment(departureId)}/labels.pdf?format=${format}`;
}

/** The manifest: `/api/admin/departures/<id>/manifest.csv` or `…/manifest.pdf`. */
export function departureManifestUrl(departureId: string, kind: ManifestKind): string {
  return `${ADMIN_API}/departures/${segment(departureId)}/manifest.${kind}`;
}

/**
 * The short id people read on a label, a manifest or the phone: the last 8 characters of the id,
 * upper-cased (`pkg-01JDEMO…0001` → `00000001`). The admin search finds a parcel by them.
 */
export function shortParcelId(id: string): string {
  return id.slice(-8).toUpperCase();
}

/**
 * The number a label prints: the parcel's reference (`CLB-4K7P-03`, decision 100), the one the client
 * reads in e-mails and pays with; the short id for a parcel that has none.
 */
export const labelNumber = (parcel: { id: string; reference: string | null }) =>
  parcel.reference ?? shortParcelId(parcel.id);

/**
 * Grams as kilos written in French, up to the gram, without a unit and without a thousands separator:
 * 3500 → '3,5', 2000 → '2', 1250500 → '1250,5' (a spreadsheet reads it as one number).
 */
export function weightKgText(grams: number): string {
  return formatKg(grams).replaceAll("\u202f", "");
}

/** ASCII only, for a `Content-Disposition` file name. */
const ascii = (text: string) => text.replace(/[^A-Za-z0-9-]/g, "");

/** `etiquette-1A2B3C4D-a6.pdf`. */
export function parcelLabelFileName(parcelId: string, format: LabelFormat): string {
  return `etiquette-${ascii(shortParcelId(parcelId))}-${format}.pdf`;
}

type DepartureNaming = { date: string; fromCountry: string; toCountry: string };

const departureSlug = (departure: DepartureNaming) =>
  `${ascii(departure.date)}-${ascii(departure.fromCountry.toUpperCase())}-${ascii(departure.toCountry.toUpperCase())}`;

/** `etiquettes-2026-12-05-FR-TG-a4.pdf`. */
export function departureLabelsFileName(departure: DepartureNaming, format: LabelFormat): string {
  return `etiquettes-${departureSlug(departure)}-${format}.pdf`;
}

/** `manifeste-2026-12-05-FR-TG.csv`. */
export function manifestFileName(departure: DepartureNaming, kind: ManifestKind): string {
  return `manifeste-${departureSlug(departure)}.${kind}`;
}
