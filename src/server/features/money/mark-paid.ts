import type { CurrentParcel } from "#server/features/parcel-records";
import { conflict } from "#server/http/app-error";
import type { ParcelStatus } from "#shared/parcels/status";
import { checkMarkPaid } from "#shared/parcels/transitions";
import { type ActionContext, changeParcel, type Decision } from "./change-parcel";

/**
 * "Marquer comme payé": paid, accepted, with the product's note. Confirmed in a dialog that showed
 * the amount and whether a proof arrived; on a refused parcel it re-opens the request. It writes no
 * column of its own: the payment's moment is written by `changeParcel` for any first payment.
 */
export function markPaid(context: ActionContext, parcelId: string, expectedStatus: ParcelStatus) {
  return changeParcel(context, parcelId, expectedStatus, markPaidDecision);
}

/**
 * The decision of a first payment received, whoever saw it: the carrier's button above, or a payment
 * provider's confirmation (docs/product/online-payment.md#recorded), which adds its own facts.
 */
export function markPaidDecision(parcel: CurrentParcel): Decision {
  const check = checkMarkPaid(parcel);
  if (!check.ok) throw conflict(check.code, check.message);
  return {
    action: "parcel.mark_paid",
    ...check.result,
    location: null,
    emailKind: "payment-validated",
    details: {
      proofReceived: parcel.proofReceivedAt !== null,
      reopened: parcel.status === "rejected",
      cancelledByClient: parcel.cancelledAt !== null,
    },
  };
}
