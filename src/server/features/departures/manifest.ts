import { formatDateFr } from "#shared/calendar";
import { DEPARTURE_STATE_LABELS } from "#shared/departures/departure-state";
import { NBSP } from "#shared/french-typography";
import type { BalanceState } from "#shared/parcels/balance-state";
import { centsToFcfa, type Tariff } from "#shared/pricing";
import { contentsValueCents } from "#shared/shop-orders/contents-rules";
import { colon, deadlineLine, kgText, madeAtText, routeText } from "./departure-file-texts";
import type { Departure, ManifestParcel } from "./departure-files.service";

/**
 * The manifest of a departure (docs/product/departures.md#manifest, decisions 050 and 072): the parcels
 * it lists (received or later, or paid: departure-files.service.ts) and their totals, as figures. The
 * CSV (manifest-csv.ts) writes them one column per field for a spreadsheet; the PDF (manifest-pdf.ts)
 * in French typography for a person.
 */

export type ManifestTotals = {
  count: number;
  retainedGrams: number;
  priceCents: number;
  priceFcfa: number;
  /** Every balance paid minus every refund made (docs/product/departures.md#money-received). */
  settledCents: number;
  settledFcfa: number;
  /** The declared value of every parcel's contents (docs/product/contents-and-customs.md#where-shown). */
  declaredCents: number;
  declaredFcfa: number;
};

/** A parcel as the manifest lists it: with the declared value of its contents, in € and FCFA. */
export type ManifestEntry = ManifestParcel & { declaredCents: number; declaredFcfa: number };

export type Manifest = {
  /** 'Manifeste — samedi 5 décembre 2026 — France → Togo'. */
  title: string;
  /** Capacity, deadline, state, drop-off place and the number of parcels (PDF only). */
  details: string;
  /** 'Édité le jeudi 26 novembre 2026 à 18 h 30' (PDF only). */
  madeAt: string;
  parcels: ManifestEntry[];
  totals: ManifestTotals;
};

/** What became of the balance of a weighed parcel, in a word or two, beside its amounts. */
export const BALANCE_WORDS: Record<BalanceState, string> = {
  due: "Reste à payer",
  refund_due: "À rembourser",
  paid: "Réglé",
  waived: "Annulé",
  refunded: "Remboursé",
};

/** The weight that counts: measured when weighed, else declared (docs/product/departures.md#departure). */
export const retainedGrams = (parcel: Pick<ManifestParcel, "measuredWeightGrams" | "weightGrams">) =>
  parcel.measuredWeightGrams ?? parcel.weightGrams ?? 0;

export function buildManifest(
  departure: Departure,
  listed: ManifestParcel[],
  madeAt: Date,
  tariff: Tariff,
): Manifest {
  // FCFA at the tariff's ratio, per parcel; the departure's total is the sum of the parcels' figures.
  const parcels = listed.map((parcel): ManifestEntry => {
    const declaredCents = contentsValueCents(parcel.contents);
    return { ...parcel, declaredCents, declaredFcfa: centsToFcfa(declaredCents, tariff) };
  });
  const title = `Manifeste — ${formatDateFr(departure.date)} — ${routeText(departure)}`;
  const details = [
    departure.capacityGrams === null ? null : `${colon("Capacité")} ${kgText(departure.capacityGrams)}`,
    departure.dropoffDeadline === null ? null : `Dépôt avant le ${deadlineLine(departure.dropoffDeadline)}`,
    `${colon("État")} ${DEPARTURE_STATE_LABELS[departure.state]}`,
    departure.dropoffPlace
      ? `${colon("Lieu de dépôt")} ${departure.dropoffPlace.replace(/\s+/g, " ")}`
      : null,
    // French puts 0 and 1 in the singular.
    `${parcels.length}${NBSP}colis ${parcels.length > 1 ? "reçus ou payés" : "reçu ou payé"}`,
  ]
    .filter(Boolean)
    .join(" · ");
  const sum = (value: (parcel: ManifestEntry) => number) =>
    parcels.reduce((total, parcel) => total + value(parcel), 0);
  const totals: ManifestTotals = {
    count: parcels.length,
    retainedGrams: sum(retainedGrams),
    priceCents: sum((parcel) => parcel.priceCents ?? 0),
    priceFcfa: sum((parcel) => parcel.priceFcfa ?? 0),
    settledCents: sum((parcel) => parcel.settledCents),
    settledFcfa: sum((parcel) => parcel.settledFcfa),
    declaredCents: sum((parcel) => parcel.declaredCents),
    declaredFcfa: sum((parcel) => parcel.declaredFcfa),
  };
  return { title, details, madeAt: `Édité le ${madeAtText(madeAt)}`, parcels, totals };
}
