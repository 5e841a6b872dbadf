import { Info } from "lucide-react";
import { formatTariffWithFcfa } from "#client/lib/format-tariff";
import { formatDateFr } from "#shared/calendar";
import type { PaymentInfo } from "#shared/parcels/request-api";
import type { Tariff } from "#shared/pricing";

/**
 * The payment page's notes (docs/product/parcels.md#payment-page): validation on payment, customs,
 * tariff, availability date.
 */
export function PaymentNotes({ parcel, tariff }: { parcel: PaymentInfo; tariff: Tariff }) {
  return (
    <aside
      aria-label="Notes importantes"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sm leading-relaxed text-sky-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-5 shrink-0" />
        Notes importantes
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>Votre commande sera validée dès réception de votre paiement.</li>
        <li>Des frais de douane peuvent s'appliquer à l'arrivée.</li>
        <li>Tarif : {formatTariffWithFcfa(tariff)}, assurance et suivi compris.</li>
        <li>
          {parcel.preferredDate
            ? `Date de disponibilité du transport : ${formatDateFr(parcel.preferredDate)} (livraison 1 à 2 jours après).`
            : "Date de disponibilité du transport : nous vous préviendrons dès qu'une date sera publiée."}
        </li>
      </ul>
    </aside>
  );
}
