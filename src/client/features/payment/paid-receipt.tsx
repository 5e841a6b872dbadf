import { CircleCheck, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { DocumentLinks } from "#client/ui/document-links";
import { ExternalLink } from "#client/ui/external-link";
import { textLinkClass } from "#client/ui/link-styles";
import { formatDateFr } from "#shared/calendar";
import { countryFlag, countryName } from "#shared/countries";
import { DEPARTURE_LABEL } from "#shared/departures/departure-text";
import { formatMomentFr, PARIS } from "#shared/french-dates";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";
import type { PaymentInfo } from "#shared/parcels/request-api";
import { Card, DetailList } from "./card";
import { PAYMENT_TITLES, paidAmount, paidThanks, paymentAmount, paymentDate } from "./receipt";

/**
 * A paid parcel's payment page is its receipt (docs/product/parcels.md#paid-receipt): what, on which
 * route, then every payment the carrier validated — the price, each balance after a weigh-in, each
 * refund — with its own date and proof, and the total paid. No payment instructions: nothing is left to pay.
 */
export function PaidReceipt({ parcel }: { parcel: PaymentInfo }) {
  const rows: [string, ReactNode][] = [
    [
      "Référence",
      <span key="id" className="font-mono break-all">
        {readableReference(parcel)}
      </span>,
    ],
    [
      "Trajet",
      `${countryFlag(parcel.fromCountry)} ${countryName(parcel.fromCountry)} → ${countryFlag(parcel.toCountry)} ${countryName(parcel.toCountry)}`,
    ],
    [DEPARTURE_LABEL, parcel.preferredDate ? formatDateFr(parcel.preferredDate) : "Non renseignée"],
    [
      "Code de suivi",
      <span key="code" className="font-mono">
        {parcel.trackingCode}
      </span>,
    ],
  ];
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
            Le paiement de ce colis a été reçu et vérifié : la demande est validée.
          </p>
        </div>
      </section>
      <Card title="Reçu de paiement" icon={ReceiptText}>
        <p className="text-lg font-semibold text-stone-900 wrap-anywhere">{parcelHumanName(parcel)}</p>
        <div className="mt-4">
          <DetailList rows={rows} />
        </div>
        <h3 className="mt-6 text-base font-semibold text-stone-900">Paiements reçus</h3>
        <ul aria-label="Paiements reçus" className="mt-2 divide-y divide-stone-200">
          {parcel.payments.map((payment) => (
            <li key={`${payment.kind}-${payment.at}`} className="py-2.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
                <span className="text-sm text-stone-700">{PAYMENT_TITLES[payment.kind]}</span>
                <span className="font-semibold text-stone-900 tabular-nums">
                  {paymentAmount(payment, parcel.payerInTogo)}
                </span>
              </div>
              <p className="mt-0.5 text-sm text-stone-600 wrap-anywhere">
                {paymentDate(payment)}
                {payment.proof &&
                  ` · preuve envoyée le ${formatMomentFr(payment.proof.uploadedAt, { timeZone: PARIS })}`}
                {payment.proof?.transactionReference && `, transaction ${payment.proof.transactionReference}`}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-2 border-t border-stone-300 pt-3">
          <DetailList
            rows={[
              ["Total payé", paidAmount(parcel.received.cents, parcel.received.fcfa, parcel.payerInTogo)],
            ]}
          />
        </div>
        <div className="mt-5">
          <DocumentLinks documents={parcel.documents} />
        </div>
        {parcel.proof && (
          <p className="mt-4 text-sm">
            <ExternalLink href={parcel.proof.url} className={textLinkClass}>
              Voir la dernière preuve envoyée
            </ExternalLink>
          </p>
        )}
      </Card>
    </div>
  );
}
