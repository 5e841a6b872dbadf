import { type ActionContext, changeParcel, type Decision } from "#server/features/money";
import { badRequest } from "#server/http/app-error";
import { RESET_REASON_REQUIRED_MESSAGE } from "#shared/admin/admin-parcels";
import type { ParcelStatus } from "#shared/parcels/status";
import { resetChange, resetNeedsReason } from "#shared/parcels/transitions";

/**
 * Reset to pending, always available; the payment stays recorded. A delivered parcel needs a typed
 * reason. The client is told the status was corrected, not that a new request began. It writes no
 * column of its own: what the weigh-in, the balances and the wrong codes left stays.
 */
export function resetParcel(
  context: ActionContext,
  parcelId: string,
  input: { expectedStatus: ParcelStatus; reason: string | null },
) {
  return changeParcel(context, parcelId, input.expectedStatus, (parcel): Decision => {
    if (resetNeedsReason(parcel) && !input.reason?.trim()) {
      throw badRequest("RESET_REASON_REQUIRED", RESET_REASON_REQUIRED_MESSAGE, {
        reason: RESET_REASON_REQUIRED_MESSAGE,
      });
    }
    return {
      action: "parcel.reset",
      ...resetChange(parcel, input.reason),
      location: null,
      emailKind: "status-corrected",
      details: { reason: input.reason },
    };
  });
}
