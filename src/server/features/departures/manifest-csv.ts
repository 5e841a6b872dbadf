import { formatDateFr } from "#shared/calendar";
import { shortParcelId, weightKgText } from "#shared/departures/departure-files";
import { DEPARTURE_STATE_LABELS } from "#shared/departures/departure-state";
import { formatFrenchNumber } from "#shared/french-number";
import { STATUS_LABELS } from "#shared/parcels/status";
import { balanceText as balanceAmountText } from "#shared/parcels/weigh-in";
import { formatEuroAmount, formatEuros, formatFcfa } from "#shared/pricing";
import { recipientLine } from "#shared/recipients/recipient";
import type { Departure, ManifestParcel } from "./departure-files.service";
import { routeText } from "./label-pdf";

/**
 * The manifest of a departure (docs/product/departures.md#manifest, decision 050): its title lines,
 * one row per parcel that is not refused and a totals row, shared by the CSV below and the PDF
 * (manifest-pdf.ts).
 *
 * CSV dialect, for Excel in French as it opens a double-clicked file:
 * - UTF-8 with a byte-order mark (U+FEFF), without which Excel reads the accents as Windows-1252;
 * - `;` between fields (the list separator of a French Windows), CRLF at the end of every line;
 * - a field is quoted only when it holds `;`, `"`, CR or LF, its quotes doubled;
 * - numbers in French, a comma before the decimals and no thousands separator (`1250,5`, `24,00`,
 *   `15720`), so Excel-FR reads them as numbers; units are in the column titles;
 * - formula injection: a cell that starts with `=`, `+`, `-`, `@`, a tab or a CR — a client can type
 *   that in a description or a name — gets a leading apostrophe, so a spreadsheet shows it as text
 *   instead of running it (OWASP's rule). No figure of ours starts with one of them.
 * Before the table: the title line, the departure line, an empty line.
 */

export const MANIFEST_COLUMNS = [
  "N°",
  "Code de suivi",
  "Client",
  "E-mail",
  "Destinataire",
  "Description",
  "Poids déclaré (kg)",
  "Poids mesuré (kg)",
  "Poids retenu (kg)",
  "Prix (€)",
  "Prix (FCFA)",
  "Payé",
  "Solde",
  "Statut",
] as const;

export type ManifestColumn = (typeof MANIFEST_COLUMNS)[number];
type Cells = Record<ManifestColumn, string>;

export type Manifest = {
  title: string;
  /** Capacity, state, drop-off place and the number of parcels. */
  details: string;
  rows: Cells[];
  totals: Cells;
};

/** The weight that counts: measured when weighed, else declared (docs/product/departures.md#departure). */
const retainedGrams = (parcel: ManifestParcel) => parcel.measuredWeightGrams ?? parcel.weightGrams ?? 0;

/** `Reste à payer 6,00 € / 3 930 FCFA`, `À rembourser …`, `Réglé`, `Annulé`, `Remboursé`, or empty. */
export function balanceText(
  parcel: Pick<ManifestParcel, "balanceState" | "balanceCents" | "balanceFcfa">,
): string {
  switch (parcel.balanceState) {
    case "due":
    case "refund_due":
      // What is still to settle reads as everywhere else; what was settled, in one word for the column.
      return balanceAmountText({
        cents: parcel.balanceCents,
        fcfa: parcel.balanceFcfa,
        state: parcel.balanceState,
      });
    case "paid":
      return "Réglé";
    case "waived":
      return "Annulé";
    case "refunded":
      return "Remboursé";
    default:
      return "";
  }
}

const euros = (cents: number) => formatEuroAmount(cents).replaceAll("\u202f", "");
const francs = (fcfa: number) => formatFrenchNumber(fcfa).replaceAll("\u202f", "");

/** 'Compléments réglés : 6,00 € / 3 930 FCFA' (negative when refunds outweigh them), empty when none. */
function settledText(cents: number, fcfa: number): string {
  if (cents === 0 && fcfa === 0) return "";
  const sign = cents < 0 || fcfa < 0 ? "−" : "";
  return `Compléments réglés : ${sign}${formatEuros(Math.abs(cents))} / ${sign}${formatFcfa(Math.abs(fcfa))}`;
}

export function buildManifest(departure: Departure, parcels: ManifestParcel[]): Manifest {
  const title = `Manifeste — ${formatDateFr(departure.date)} — ${routeText(departure)}`;
  const details = [
    departure.capacityGrams === null ? null : `Capacité : ${weightKgText(departure.capacityGrams)} kg`,
    `État : ${DEPARTURE_STATE_LABELS[departure.state]}`,
    departure.dropoffPlace ? `Lieu de dépôt : ${departure.dropoffPlace.replace(/\s+/g, " ")}` : null,
    `${parcels.length} colis`,
  ]
    .filter(Boolean)
    .join(" · ");
  const rows = parcels.map(
    (parcel): Cells => ({
      "N°": shortParcelId(parcel.id),
      "Code de suivi": parcel.trackingCode,
      Client: parcel.clientName,
      "E-mail": parcel.clientEmail ?? "",
      Destinataire: parcel.recipient ? recipientLine(parcel.recipient) : "",
      Description: parcel.description,
      "Poids déclaré (kg)": parcel.weightGrams === null ? "" : weightKgText(parcel.weightGrams),
      "Poids mesuré (kg)":
        parcel.measuredWeightGrams === null ? "" : weightKgText(parcel.measuredWeightGrams),
      "Poids retenu (kg)": weightKgText(retainedGrams(parcel)),
      "Prix (€)": parcel.priceCents === null ? "" : euros(parcel.priceCents),
      "Prix (FCFA)": parcel.priceFcfa === null ? "" : francs(parcel.priceFcfa),
      Payé: parcel.paid ? "Oui" : "Non",
      Solde: balanceText(parcel),
      Statut: STATUS_LABELS[parcel.status],
    }),
  );
  const sum = (value: (parcel: ManifestParcel) => number) =>
    parcels.reduce((total, p) => total + value(p), 0);
  const totals: Cells = {
    ...(Object.fromEntries(MANIFEST_COLUMNS.map((column) => [column, ""])) as Cells),
    "N°": "Total",
    "Code de suivi": `${parcels.length} colis`,
    "Poids retenu (kg)": weightKgText(sum(retainedGrams)),
    "Prix (€)": euros(sum((p) => p.priceCents ?? 0)),
    "Prix (FCFA)": francs(sum((p) => p.priceFcfa ?? 0)),
    // Money received on top of the prices, as the dashboard counts it: every balance paid minus every
    // refund made, a parcel weighed twice included (docs/product/departures.md#money-received).
    Solde: settledText(
      sum((p) => p.settledCents),
      sum((p) => p.settledFcfa),
    ),
  };
  return { title, details, rows, totals };
}

/** A cell as the CSV writes it: disarmed if it could be read as a formula, quoted when needed. */
export function csvField(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvField).join(";")}\r\n`;

export function manifestCsv(manifest: Manifest): string {
  const lines = [
    csvLine([manifest.title]),
    csvLine([manifest.details]),
    "\r\n",
    csvLine(MANIFEST_COLUMNS),
    ...manifest.rows.map((row) => csvLine(MANIFEST_COLUMNS.map((column) => row[column]))),
    csvLine(MANIFEST_COLUMNS.map((column) => manifest.totals[column])),
  ];
  return `\uFEFF${lines.join("")}`;
}
