import { formatDateFr } from "#shared/calendar-dates";
import { shortParcelId } from "#shared/departures/departure-files";
import { formatMomentDayFr, PARIS } from "#shared/french-dates";
import { NBSP } from "#shared/french-typography";
import { DOCUMENT_TITLES, type IssuedDocument, vatRateText } from "#shared/invoices";
import { formatPhone } from "#shared/phones/phone-display";
import { formatEuros, formatFcfa } from "#shared/pricing";

/**
 * The French texts of an invoice or credit note (docs/product/accounting.md#documents), from the
 * document as issued: the PDF draws them, the tests find each mandatory mention in it.
 */

const colon = (label: string) => `${label}${NBSP}:`;

/** '732 829 320 00074', '732 829 320'. */
export const siretText = (siret: string) =>
  siret.length === 14
    ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`
    : siret.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");

export function documentTexts(document: IssuedDocument) {
  const day = formatMomentDayFr(document.issuedAt, { timeZone: PARIS });
  const { seller, totals } = document;
  const siretLabel = seller.siret.length === 14 ? "SIRET" : "SIREN";
  const vatLines =
    seller.vat.kind === "exempt"
      ? [seller.vat.mention]
      : [
          `${colon("Total HT")} ${formatEuros(totals.withoutTaxCents)}`,
          `${colon(`TVA ${vatRateText(seller.vat.basisPoints)}`)} ${formatEuros(totals.taxCents)}`,
        ];
  const credit = document.kind === "credit_note";
  return {
    title: `${DOCUMENT_TITLES[document.kind]} n° ${document.number}`,
    heading: DOCUMENT_TITLES[document.kind].toUpperCase(),
    number: `${colon("N°")} ${document.number}`,
    date: `${colon("Date")} ${day}`,
    seller: [
      seller.name,
      ...seller.address,
      `${colon(siretLabel)} ${siretText(seller.siret)}`,
      ...(seller.vatNumber ? [`${colon("N° TVA intracommunautaire")} ${seller.vatNumber}`] : []),
    ],
    client: [
      document.client.name,
      ...(document.client.email ? [document.client.email] : []),
      ...(document.client.phone ? [formatPhone(document.client.phone)] : []),
    ],
    parcel: [
      `${colon("Colis")} N° ${shortParcelId(document.parcel.id)} — ${document.parcel.description}`,
      `${colon("Trajet")} ${document.parcel.route}`,
      `${colon("Départ")} ${document.parcel.departureDate ? formatDateFr(document.parcel.departureDate) : "date à fixer"}`,
      `${colon("Suivi")} ${document.parcel.trackingCode}`,
    ],
    corrects: document.corrects
      ? `Avoir sur la facture n° ${document.corrects.number} du ${formatMomentDayFr(document.corrects.issuedAt, { timeZone: PARIS })}`
      : null,
    lines: document.lines.map((line) => ({ label: line.label, amount: formatEuros(line.cents) })),
    vatLines,
    total: `${colon(`${credit ? "Total remboursé" : "Total"}${seller.vat.kind === "exempt" ? "" : " TTC"}`)} ${formatEuros(totals.cents)}`,
    fcfa: `Soit ${formatFcfa(totals.fcfa)} (équivalent en francs CFA)`,
    payment: [
      credit ? `Remboursé le ${day}` : `Facture acquittée le ${day}`,
      `${colon("Mode de paiement")} ${document.payment.method}`,
      ...(document.payment.reference ? [`${colon("Référence")} ${document.payment.reference}`] : []),
    ],
  };
}
