import { CircleCheck, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "#client/ui/external-link";
import { textLinkClass } from "#client/ui/link-styles";
import { formatDateFr } from "#shared/calendar";
import { countryFlag, countryName } from "#shared/countries";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import type { PaymentInfo } from "#shared/parcels/request-api";
import { Card, DetailList } from "./card";
import { paidAmount, paidThanks } from "./receipt";

const SENT_AT = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/**
 * A paid parcel's payment page is its receipt (docs/product/parcels.md#payment-page): when it was paid,
 * what, on which route, how much and with which proof. No payment instructions: nothing is left to pay.
 */
export function PaidReceipt({ parcel }: { parcel: PaymentInfo }) {
  const rows: [string, ReactNode][] = [
    [
      "Référence",
      <span key="id" className="font-mono break-all">
        {parcel.id}
      </span>,
    ],
    [
      "Trajet",
      `${countryFlag(parcel.fromCountry)} ${countryName(parcel.fromCountry)} → ${countryFlag(parcel.toCountry)} ${countryName(parcel.toCountry)}`,
    ],
    ["Date de transport", parcel.preferredDate ? formatDateFr(parcel.preferredDate) : "Non renseignée"],
    ["Montant payé", paidAmount(parcel.priceCents, parcel.priceFcfa, parcel.payerInTogo)],
    [
      "Code de suivi",
      <span key="code" className="font-mono">
        {parcel.trackingCode}
      </span>,
    ],
  ];
  if (parcel.proof) {
    rows.push([
      "Preuve de paiement",
      <span key="proof">
        Envoyée le {SENT_AT.format(new Date(parcel.proof.uploadedAt))} ·{" "}
        <ExternalLink href={parcel.proof.url} className={textLinkClass}>
          Voir la preuve
        </ExternalLink>
      </span>,
    ]);
    if (parcel.proof.transactionReference) {
      rows.push(["Référence de transaction", parcel.proof.transactionReference]);
    }
  }
  return (
    <div className="space-y-6">
      <section
        aria-label="Paiement reçu"
        className="flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 text-green-900 sm:p-6"
      >
        <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-green-700" />
        <div>
          <p className="text-xl font-bold">{paidThanks(parcel.paidAt)}</p>
          <p className="mt-1 text-sm leading-relaxed">
            Le paiement de ce colis a été reçu et vérifié : la demande est validée.
          </p>
        </div>
      </section>
      <Card title="Reçu de paiement" icon={ReceiptText}>
        <p className="text-lg font-semibold text-stone-900 wrap-anywhere">{parcelHumanName(parcel)}</p>
        <div className="mt-4">
          <DetailList rows={rows} />
        </div>
      </Card>
    </div>
  );
}
