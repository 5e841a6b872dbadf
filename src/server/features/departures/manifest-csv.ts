import { labelNumber, weightKgText } from "#shared/departures/departure-files";
import { STATUS_LABELS } from "#shared/parcels/status";
import { formatPhone } from "#shared/phones/phone-display";
import { formatEuroAmount, formatEuros } from "#shared/pricing";
import { CONTENT_CATEGORY_LABELS } from "#shared/shop-orders/contents";
import { lineText } from "#shared/shop-orders/contents-rules";
import { BALANCE_WORDS, type Manifest, type ManifestEntry, retainedGrams } from "./manifest";

/**
 * The manifest as CSV (docs/product/departures.md#manifest, decisions 050 and 072): one header row, then
 * one row per parcel and one column per field, so a spreadsheet can sort, filter and add it up. No title
 * above the table and no totals row under it (the file's name says the departure; the PDF has both).
 *
 * Dialect, for Excel in French as it opens a double-clicked file:
 * - UTF-8 with a byte-order mark (U+FEFF), without which Excel reads the accents as Windows-1252;
 * - `;` between fields (the list separator of a French Windows), CRLF at the end of every line;
 * - a field is quoted only when it holds `;`, `"`, CR or LF, its quotes doubled;
 * - amounts and weights are bare numbers in French — a comma before the decimals, no thousands
 *   separator, no unit (`1250,5`, `24,00`, `35370`) — so Excel-FR reads them as numbers it can add;
 *   the units are in the column titles;
 * - formula injection: a text cell that starts with `=`, `+`, `-`, `@`, a tab or a CR — a client can
 *   type that in a description or a name, and every phone number starts with `+` — gets a leading
 *   apostrophe, so a spreadsheet shows it as text instead of running it (OWASP's rule). A cell that
 *   is a bare number (`-3,00`, a refund) is no formula and stays a number.
 */

const kg = (grams: number | null) => (grams === null ? "" : weightKgText(grams));
const euros = (cents: number | null) =>
  cents === null ? "" : formatEuroAmount(cents).replaceAll("\u202f", "");
const francs = (fcfa: number | null) => (fcfa === null ? "" : String(fcfa));
const phone = (e164: string | null | undefined) => (e164 ? formatPhone(e164) : "");

/** Each column: its title, and its cell for one parcel. */
/** « Robe en coton × 2 (Vêtements, 15,00 € l'unité) | … »: each line of contents with its value, in one cell. */
const contentsCell = (parcel: ManifestEntry) =>
  parcel.contents
    .map(
      (line) =>
        `${lineText(line)} (${CONTENT_CATEGORY_LABELS[line.category]}, ${formatEuros(line.unitValueCents)} l'unité)`,
    )
    .join(" | ");

const COLUMNS: [title: string, cell: (parcel: ManifestEntry) => string][] = [
  ["N°", (parcel) => labelNumber(parcel)],
  ["Code de suivi", (parcel) => parcel.trackingCode],
  ["Client", (parcel) => parcel.clientName],
  ["E-mail client", (parcel) => parcel.clientEmail ?? ""],
  ["Téléphone client", (parcel) => phone(parcel.clientPhone)],
  ["Destinataire", (parcel) => parcel.recipient?.name ?? ""],
  ["Téléphone destinataire", (parcel) => phone(parcel.recipient?.phone)],
  ["Second téléphone destinataire", (parcel) => phone(parcel.recipient?.secondPhone)],
  ["Ville", (parcel) => parcel.recipient?.city ?? ""],
  ["Quartier, repère", (parcel) => parcel.recipient?.landmark ?? ""],
  ["Description", (parcel) => parcel.description],
  ["Poids déclaré (kg)", (parcel) => kg(parcel.weightGrams)],
  ["Poids mesuré (kg)", (parcel) => kg(parcel.measuredWeightGrams)],
  ["Poids retenu (kg)", (parcel) => kg(retainedGrams(parcel))],
  ["Prix (€)", (parcel) => euros(parcel.priceCents)],
  ["Prix (FCFA)", (parcel) => francs(parcel.priceFcfa)],
  ["Payé", (parcel) => (parcel.paid ? "Oui" : "Non")],
  ["Complément", (parcel) => (parcel.balanceState ? BALANCE_WORDS[parcel.balanceState] : "")],
  ["Complément (€)", (parcel) => (parcel.balanceState ? euros(parcel.balanceCents) : "")],
  ["Complément (FCFA)", (parcel) => (parcel.balanceState ? francs(parcel.balanceFcfa) : "")],
  ["Compléments réglés (€)", (parcel) => (parcel.settledCents ? euros(parcel.settledCents) : "")],
  ["Compléments réglés (FCFA)", (parcel) => (parcel.settledFcfa ? francs(parcel.settledFcfa) : "")],
  ["Statut", (parcel) => STATUS_LABELS[parcel.status]],
  // Appended, so a sheet built on the earlier columns keeps its places (decision 104).
  ["Contenu", contentsCell],
  ["Valeur déclarée (€)", (parcel) => (parcel.contents.length ? euros(parcel.declaredCents) : "")],
  ["Valeur déclarée (FCFA)", (parcel) => (parcel.contents.length ? francs(parcel.declaredFcfa) : "")],
];

export const MANIFEST_CSV_COLUMNS = COLUMNS.map(([title]) => title);

const BARE_NUMBER = /^-?\d+(,\d+)?$/;

/** A cell as the CSV writes it: disarmed if it could be read as a formula, quoted when needed. */
export function csvField(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !BARE_NUMBER.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvField).join(";")}\r\n`;

export function manifestCsv(manifest: Manifest): string {
  const rows = manifest.parcels.map((parcel) => csvLine(COLUMNS.map(([, cell]) => cell(parcel))));
  return `\uFEFF${csvLine(MANIFEST_CSV_COLUMNS)}${rows.join("")}`;
}
