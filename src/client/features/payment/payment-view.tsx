import { ArrowLeft, Package } from "lucide-react";
import { CollectionCodeBox } from "#client/features/recipients";
import { DropoffBox } from "#client/features/tracking";
import { ButtonLink } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import { formatKg } from "#shared/departures/departure-text";
import { balanceDue } from "#shared/parcels/balance-state";
import { isClosedRequest, type PaymentInfo, PROOF_REQUEST_CLOSED_MESSAGE } from "#shared/parcels/request-api";
import { balanceText } from "#shared/parcels/weigh-in";
import type { PublicConfig } from "#shared/public-config";
import { OnlinePaymentBox } from "./online-payment";
import { OrderSummary } from "./order-summary";
import { PaidReceipt } from "./paid-receipt";
import { PaymentMethods } from "./payment-methods";
import { PaymentNotes } from "./payment-notes";
import { PaymentReference } from "./payment-reference";
import { ProofSection } from "./proof-section";

type PaymentViewProps = {
  parcel: PaymentInfo;
  config: PublicConfig;
  /** Set when the wizard just created the parcel. */
  justCreated: boolean;
  /** Back from the payment provider's checkout (docs/product/online-payment.md#return). */
  returning?: boolean;
  photoProblems: string[];
};

/**
 * The payment page: how to pay, every detail from the settings, until the carrier has validated the
 * payment; from then on a receipt instead; a cancelled or refused request shows no instructions
 * (docs/product/parcels.md#payment-page). A balance due after the weigh-in asks for that amount the same
 * way (docs/product/departures.md#weigh-in).
 */
export function PaymentView({
  parcel,
  config,
  justCreated,
  photoProblems,
  returning = false,
}: PaymentViewProps) {
  const online = <OnlinePaymentBox parcelId={parcel.id} returning={returning} />;
  if (balanceDue(parcel.paid, parcel.balance?.state) && parcel.balance) {
    const balance = parcel.balance;
    return (
      <div className="space-y-6">
        <Notice tone="info">
          <strong className="font-semibold">{balanceText(balance)}</strong>
          {parcel.measuredWeightGrams !== null && (
            <>
              {" "}
              — votre colis pèse {formatKg(parcel.measuredWeightGrams)} kg à la réception
              {parcel.weightGrams !== null ? ` (${formatKg(parcel.weightGrams)} kg annoncés)` : ""}. Il
              partira une fois ce complément réglé.
            </>
          )}
        </Notice>
        <OrderSummary parcel={parcel} />
        <CollectionCode parcel={parcel} />
        {online}
        <PaymentReference parcel={parcel} />
        <PaymentMethods parcel={parcel} business={config.business} />
        <ProofSection parcel={parcel} business={config.business} />
        <PageLinks followParcelId={parcel.id} />
      </div>
    );
  }
  if (parcel.paid) {
    return (
      <div className="space-y-6">
        {returning && online}
        <PaidReceipt parcel={parcel} />
        <Dropoff parcel={parcel} />
        <CollectionCode parcel={parcel} />
        <PageLinks followParcelId={parcel.id} />
      </div>
    );
  }
  if (isClosedRequest(parcel)) {
    // Cancelled or refused: nothing to pay, so no instructions that would invite a payment.
    return (
      <div className="space-y-6">
        <Notice tone="error">{PROOF_REQUEST_CLOSED_MESSAGE}</Notice>
        <OrderSummary parcel={parcel} />
        <PageLinks followParcelId={parcel.id} />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {justCreated && (
        <Notice tone="success">
          <strong className="font-semibold">Votre demande est enregistrée.</strong> Payez le montant
          ci-dessous pour qu'elle soit validée.
        </Notice>
      )}
      {photoProblems.length > 0 && (
        <Notice tone="error">
          Certaines photos n'ont pas pu être envoyées :
          <ul className="mt-1 list-disc pl-5">
            {photoProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      )}
      <OrderSummary parcel={parcel} />
      <Dropoff parcel={parcel} />
      <CollectionCode parcel={parcel} />
      {online}
      <PaymentReference parcel={parcel} />
      <PaymentMethods parcel={parcel} business={config.business} />
      <ProofSection parcel={parcel} business={config.business} />
      <PaymentNotes parcel={parcel} tariff={config.tariff} />
      <PageLinks />
    </div>
  );
}

/**
 * The code the client passes on to the recipient (docs/product/recipients.md#collection-code): given
 * to the owner only, and never on a cancelled or refused request, which shows no instructions at all.
 */
function CollectionCode({ parcel }: { parcel: PaymentInfo }) {
  return parcel.collectionCode ? <CollectionCodeBox code={parcel.collectionCode} /> : null;
}

/** Where and before when to drop it off, while the server sends it (until it is received). */
function Dropoff({ parcel }: { parcel: PaymentInfo }) {
  return parcel.dropoff ? (
    <DropoffBox
      dropoff={parcel.dropoff}
      fromCountry={parcel.fromCountry}
      departureDate={parcel.preferredDate}
    />
  ) : null;
}

/** Where to go next; a paid parcel's receipt leads to that parcel's tracking. */
function PageLinks({ followParcelId }: { followParcelId?: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink
        to={followParcelId ? `/tracking?colis=${encodeURIComponent(followParcelId)}` : "/tracking"}
        size="lg"
      >
        <Package aria-hidden="true" className="size-5" />
        {followParcelId ? "Suivre ce colis" : "Voir mes colis"}
      </ButtonLink>
      <ButtonLink to="/" variant="secondary" size="lg">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Retour à l'accueil
      </ButtonLink>
    </div>
  );
}
