import { CreditCard, LoaderCircle, Smartphone } from "lucide-react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Notice } from "#client/ui/notice";
import { CONFIRMING_MESSAGE } from "#shared/payments/online-payment";
import { formatFcfa } from "#shared/pricing";
import { Card } from "./card";
import { useOnlinePayment, useStartCheckout } from "./online-payment-api";

/** The query parameter the provider sends the payer back with (docs/product/online-payment.md#return). */
export const RETURN_PARAMETER = "paiement-en-ligne";

/**
 * `Payer maintenant` beside the instructions (docs/product/online-payment.md#checkout): Mobile Money
 * (Mixx by Yas, Moov Money) or a card through FedaPay, for exactly the amount due, confirmed by the
 * provider and never by this page. Back from the checkout, the page says « Paiement en cours de
 * confirmation » and asks the server again until it is confirmed or refused. Nothing is shown when
 * online payment is off: the instructions and the proof stay as they were.
 */
export function OnlinePaymentBox({ parcelId, returning }: { parcelId: string; returning: boolean }) {
  const online = useOnlinePayment(parcelId, returning);
  const checkout = useStartCheckout(parcelId);
  const state = online.data;
  if (!state) return null;
  const latest = state.latest;
  const confirming = returning && latest?.status === "pending";
  const failed =
    returning && latest !== null && (latest.status === "declined" || latest.status === "canceled");
  if (confirming) {
    return (
      <Notice tone="info">
        <span className="flex items-center gap-2 font-semibold">
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          {CONFIRMING_MESSAGE}
        </span>
        <span className="mt-1 block text-sm">
          Nous attendons la confirmation de FedaPay. Cette page se met à jour toute seule ; inutile de payer
          une seconde fois.
        </span>
      </Notice>
    );
  }
  const confirmed = returning && latest?.applied === true;
  if (!state.offered) {
    return confirmed ? <Notice tone="success">Paiement en ligne confirmé : merci !</Notice> : null;
  }
  return (
    <Card title="Payer en ligne" icon={Smartphone}>
      {failed && (
        <Notice tone="error" className="mb-4">
          Le paiement n'a pas abouti : aucun montant n'a été débité. Vous pouvez réessayer, ou payer par
          transfert avec les instructions ci-dessous.
        </Notice>
      )}
      <p className="text-stone-700">
        Mobile Money (Mixx by Yas, Moov Money) ou carte bancaire, sur la page sécurisée de FedaPay. Votre
        paiement est confirmé automatiquement : pas de preuve à envoyer.
      </p>
      {state.amountDueFcfa !== null && (
        <p className="mt-3 text-2xl font-bold text-stone-900">{formatFcfa(state.amountDueFcfa)}</p>
      )}
      <Button
        type="button"
        size="lg"
        className="mt-4 w-full sm:w-auto"
        disabled={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate()}
      >
        <CreditCard aria-hidden="true" className="size-5" />
        {checkout.isPending || checkout.isSuccess ? "Ouverture du paiement…" : "Payer maintenant"}
      </Button>
      {checkout.error && (
        <div className="mt-3">
          <ErrorMessage error={checkout.error} />
        </div>
      )}
    </Card>
  );
}
