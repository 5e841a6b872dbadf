import { Eye } from "lucide-react";
import { Button } from "#client/ui/button";
import { type AdminParcelRow, balanceDueText, NO_PARCEL_FOUND } from "#shared/admin/admin-parcels";
import { estimatedArrivalDate, formatShortDateFr } from "#shared/calendar";
import { countryName } from "#shared/countries";
import { balanceDue } from "#shared/parcels/balance-state";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { formatEuros } from "#shared/pricing";
import { ParcelStatus } from "./parcel-status";

const shortDate = (iso: string | null) => (iso ? formatShortDateFr(iso) : "—");
const route = (parcel: AdminParcelRow) =>
  `${countryName(parcel.fromCountry)} → ${countryName(parcel.toCountry)}`;
const price = (parcel: AdminParcelRow) => (parcel.priceCents === null ? "—" : formatEuros(parcel.priceCents));

/**
 * Under the price, the balance a weigh-in asks for (docs/product/departures.md#weigh-in): the amount
 * its proof, in 'À vérifier', must show. Its amounts keep their no-break spaces, so it wraps only
 * around '/'.
 */
function BalanceDue({ parcel }: { parcel: AdminParcelRow }) {
  if (!parcel.balance || !balanceDue(parcel.paid, parcel.balance.state)) return null;
  return <p className="mt-1 text-xs font-semibold text-amber-800">{balanceDueText(parcel.balance)}</p>;
}

/**
 * The specified columns (ID/client, route, desired date, estimated arrival, status, price, actions)
 * as a table on wide screens, and as one card per parcel on a phone, where seven columns cannot fit.
 * A parcel reads by its human name; the id stays below it, small, for searching and support.
 */
export function ParcelTable({
  parcels,
  onView,
  compact = false,
}: {
  parcels: AdminParcelRow[];
  onView: (id: string) => void;
  /** In a narrow column (the clients page): cards until the screen is very wide. */
  compact?: boolean;
}) {
  if (parcels.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
        {NO_PARCEL_FOUND}
      </p>
    );
  const view = (parcel: AdminParcelRow) => (
    <Button variant="secondary" onClick={() => onView(parcel.id)} aria-label={`Voir le colis ${parcel.id}`}>
      <Eye aria-hidden="true" className="size-4" />
      Voir
    </Button>
  );
  return (
    <>
      <div
        className={`hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm ${compact ? "2xl:block" : "md:block"}`}
      >
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                ID / Client
              </th>
              <th scope="col" className="px-4 py-3">
                Trajet
              </th>
              <th scope="col" className="px-4 py-3">
                Date souhaitée
              </th>
              <th scope="col" className="px-4 py-3">
                Arrivée estimée
              </th>
              <th scope="col" className="px-4 py-3">
                Statut
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Prix
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {parcels.map((parcel) => (
              <tr key={parcel.id} className="align-top hover:bg-stone-50">
                {/* The client's words (description, name): a long one wraps in the cell, the table keeps its width. */}
                <td className="max-w-xs px-4 py-3 wrap-anywhere">
                  <p className="font-semibold text-stone-900">{parcelHumanName(parcel)}</p>
                  {/* Whole: it sets the column's narrowest width, which the words above may not. */}
                  {/* The reference the client writes and the labels carry (decision 100), then the id. */}
                  {parcel.reference ? (
                    <p className="font-mono text-sm font-semibold text-stone-800">{parcel.reference}</p>
                  ) : null}
                  <p className="font-mono text-xs wrap-normal text-stone-500">{parcel.id}</p>
                  <p className="mt-1.5 text-stone-800">{parcel.clientName}</p>
                  <p className="text-xs break-all text-stone-600">{parcel.clientEmail}</p>
                </td>
                <td className="px-4 py-3 text-stone-700">{route(parcel)}</td>
                <td className="px-4 py-3 text-stone-700">{shortDate(parcel.preferredDate)}</td>
                <td className="px-4 py-3 text-stone-700">
                  {shortDate(parcel.preferredDate && estimatedArrivalDate(parcel.preferredDate))}
                </td>
                <td className="px-4 py-3">
                  <ParcelStatus parcel={parcel} />
                </td>
                <td className="px-4 py-3 text-right">
                  <p className="font-medium whitespace-nowrap text-stone-900">{price(parcel)}</p>
                  <BalanceDue parcel={parcel} />
                </td>
                <td className="px-4 py-3 text-right">{view(parcel)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={`space-y-3 ${compact ? "2xl:hidden" : "md:hidden"}`}>
        {parcels.map((parcel) => (
          <li key={parcel.id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 wrap-anywhere">
                <p className="font-semibold text-stone-900">{parcelHumanName(parcel)}</p>
                {parcel.reference ? (
                  <p className="font-mono text-sm font-semibold text-stone-800">{parcel.reference}</p>
                ) : null}
                <p className="font-mono text-xs break-all text-stone-500">{parcel.id}</p>
                <p className="mt-1.5 text-sm text-stone-800">{parcel.clientName}</p>
                <p className="text-xs break-all text-stone-600">{parcel.clientEmail}</p>
              </div>
              <p className="font-semibold whitespace-nowrap text-stone-900">{price(parcel)}</p>
            </div>
            {/* The route is already in the human name above. */}
            <p className="mt-2 text-sm text-stone-600">
              Date souhaitée : {shortDate(parcel.preferredDate)} · Arrivée estimée :{" "}
              {shortDate(parcel.preferredDate && estimatedArrivalDate(parcel.preferredDate))}
            </p>
            {/* A line of its own: beside the price it would squeeze the parcel's name. */}
            <BalanceDue parcel={parcel} />
            <div className="mt-3 flex items-end justify-between gap-3">
              <ParcelStatus parcel={parcel} />
              <div className="shrink-0">{view(parcel)}</div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
