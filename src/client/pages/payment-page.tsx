import { useLocation, useParams, useSearchParams } from "react-router";
import { balanceDue } from "#shared/parcels/balance-state";
import { isClosedRequest } from "#shared/parcels/request-api";
import { RETURN_PARAMETER } from "../features/payment/online-payment";
import { usePaymentInfo } from "../features/payment/payment-api";
import { PaymentView } from "../features/payment/payment-view";
import type { CreatedState } from "../features/request/use-submit-request";
import { useDocumentTitle } from "../lib/use-document-title";
import { usePublicConfig } from "../lib/use-public-config";
import { ErrorMessage } from "../ui/error-message";
import { Spinner } from "../ui/spinner";

/** /paiement/:parcelId, behind PrivateRoute: the owner (or an admin) sees how to pay, or the receipt once paid. */
export function PaymentPage() {
  const { parcelId = "" } = useParams();
  const state = useLocation().state as Partial<CreatedState> | null;
  const payment = usePaymentInfo(parcelId);
  const [search] = useSearchParams();
  const config = usePublicConfig();
  // Once paid, the page is the parcel's receipt (docs/product/parcels.md#payment-page).
  // A balance due after the weigh-in asks for money again: not a receipt (docs/product/departures.md#weigh-in).
  const paid = payment.data?.paid === true && !balanceDue(payment.data.paid, payment.data.balance?.state);
  const closed = payment.data !== undefined && isClosedRequest(payment.data);
  const title = paid ? "Reçu de paiement" : closed ? "Demande annulée ou refusée" : "Modalités de Paiement";
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      {!paid && !closed && (
        <p className="mt-2 text-stone-600">
          Payez par Mobile Money ou par virement bancaire, puis envoyez-nous la preuve.
        </p>
      )}
      <div className="mt-8">
        {payment.isPending || config.status === "pending" ? (
          <Spinner />
        ) : payment.error || config.error || !payment.data || !config.data ? (
          <ErrorMessage error={payment.error ?? config.error} />
        ) : (
          <PaymentView
            parcel={payment.data}
            config={config.data}
            justCreated={state?.justCreated === true}
            returning={search.get(RETURN_PARAMETER) === "retour"}
            photoProblems={state?.photoProblems ?? []}
          />
        )}
      </div>
    </section>
  );
}
