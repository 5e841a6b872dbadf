import type { ReactNode } from "react";
import { ExternalLink } from "#client/ui/external-link";
import { textLinkClass } from "#client/ui/link-styles";
import { formatDateFr } from "#shared/calendar";
import { DEPARTURE_LABEL, formatKg } from "#shared/departures/departure-text";
import { balanceText } from "#shared/parcels/weigh-in";
import { formatEuros, formatFcfa } from "#shared/pricing";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { RouteLine } from "./route-line";
import { formatDateTime, formatDimensions, formatWeight } from "./tracking-format";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-stone-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * The information block of the detail panel (docs/product/parcels.md#tracking-screen): the request as the
 * client made it.
 */
export function ParcelFacts({ parcel }: { parcel: ParcelDetail }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Fact term="Trajet">
        <RouteLine fromCountry={parcel.fromCountry} toCountry={parcel.toCountry} />
      </Fact>
      <Fact term="Description">{parcel.description}</Fact>
      <Fact term="Poids estimé">{formatWeight(parcel.weightGrams) ?? "Non renseigné"}</Fact>
      {parcel.measuredWeightGrams !== null && (
        <Fact term="Poids mesuré">{formatKg(parcel.measuredWeightGrams)} kg</Fact>
      )}
      <Fact term="Dimensions">{formatDimensions(parcel.lengthMm, parcel.widthMm, parcel.heightMm)}</Fact>
      <Fact term="Prix">
        {parcel.priceCents === null
          ? "À calculer"
          : `${formatEuros(parcel.priceCents)}${parcel.priceFcfa !== null ? ` · ${formatFcfa(parcel.priceFcfa)}` : ""}`}
      </Fact>
      <Fact term="Paiement">{parcel.paid ? "Payé" : "Non payé"}</Fact>
      {parcel.balance && <Fact term="Après la pesée">{balanceText(parcel.balance)}</Fact>}
      <Fact term={DEPARTURE_LABEL}>
        {parcel.preferredDate ? formatDateFr(parcel.preferredDate) : "Non renseignée"}
      </Fact>
      <Fact term="Arrivée estimée">
        {parcel.estimatedArrivalDate
          ? formatDateFr(parcel.estimatedArrivalDate)
          : "Dès qu'une date sera fixée"}
      </Fact>
      <Fact term="Demande créée le">{formatDateTime(parcel.createdAt)}</Fact>
      {parcel.productLink && (
        <Fact term="Lien du produit">
          <ExternalLink href={parcel.productLink} className={textLinkClass}>
            Voir le produit
          </ExternalLink>
        </Fact>
      )}
    </dl>
  );
}
