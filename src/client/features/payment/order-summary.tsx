import { estimatedArrivalDate, formatDateFr } from "#shared/calendar";
import { countryFlag, countryName } from "#shared/countries";
import { DEPARTURE_LABEL, formatKg } from "#shared/departures/departure-text";
import { displayStatus } from "#shared/parcels/display";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { isClosedRequest, type PaymentInfo } from "#shared/parcels/request-api";
import { formatEuros, formatFcfa } from "#shared/pricing";
import { amountDue } from "./amount-due";
import { Card } from "./card";

const kg = (grams: number) => `${formatKg(grams)} kg`;

/** The declared weight, or once weighed the measured one with the declared one beside it. */
function weightText(parcel: PaymentInfo): string {
  if (parcel.measuredWeightGrams !== null) {
    const declared = parcel.weightGrams === null ? "" : ` (${kg(parcel.weightGrams)} annoncés)`;
    return `${kg(parcel.measuredWeightGrams)} mesurés${declared}`;
  }
  return parcel.weightGrams === null ? "Non indiqué" : kg(parcel.weightGrams);
}

/**
 * The amount in the payer's currency first and larger: FCFA for a payer in Togo, euros otherwise
 * (docs/product/recipients.md#payers-in-togo).
 */
function Amounts({ main, other }: { main: string; other: string }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-3">
      <span className="text-2xl font-extrabold text-brand-900 tabular-nums">{main}</span>
      <span className="text-lg font-semibold text-brand-800 tabular-nums">{other}</span>
    </span>
  );
}

/**
 * The order summary, led by the parcel's human name (docs/product/parcels.md#human-name); the amount is
 * what the page asks for (amount-due.ts).
 */
export function OrderSummary({ parcel }: { parcel: PaymentInfo }) {
  const status = displayStatus(parcel);
  const due = amountDue(parcel);
  const rows: [string, string][] = [
    ["Description", parcel.description],
    [
      "Trajet",
      `${countryFlag(parcel.fromCountry)} ${countryName(parcel.fromCountry)} → ${countryFlag(parcel.toCountry)} ${countryName(parcel.toCountry)}`,
    ],
    ["Poids", weightText(parcel)],
    [DEPARTURE_LABEL, parcel.preferredDate ? formatDateFr(parcel.preferredDate) : "En attente de date"],
  ];
  if (parcel.preferredDate)
    rows.push(["Arrivée estimée", formatDateFr(estimatedArrivalDate(parcel.preferredDate))]);
  rows.push(["Statut", status.label]);
  return (
    <Card title="Récapitulatif de la commande">
      <p className="text-lg font-semibold text-stone-900 wrap-anywhere">{parcelHumanName(parcel)}</p>
      <dl className="mt-2 divide-y divide-stone-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-stone-600">{term}</dt>
            <dd className="wrap-anywhere whitespace-pre-line text-stone-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-brand-50 p-4">
        <span className="text-sm font-medium text-brand-900">
          {due.isBalance ? "Complément à payer" : isClosedRequest(parcel) ? "Montant" : "Montant à payer"}
        </span>
        {due.cents === null || due.fcfa === null ? (
          <span className="text-brand-900">À confirmer</span>
        ) : (
          <Amounts
            main={parcel.payerInTogo ? formatFcfa(due.fcfa) : formatEuros(due.cents)}
            other={parcel.payerInTogo ? formatEuros(due.cents) : formatFcfa(due.fcfa)}
          />
        )}
      </div>
    </Card>
  );
}
