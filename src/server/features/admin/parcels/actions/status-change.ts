import { type ActionContext, changeParcel, type Decision } from "#server/features/money";
import { badRequest, conflict } from "#server/http/app-error";
import { HANDOVER_REQUIRED_MESSAGE } from "#shared/parcels/handover";
import type { ParcelStatus } from "#shared/parcels/status";
import { checkTransition, statusChangeNote } from "#shared/parcels/transitions";
import { MEASURED_WEIGHT_REQUIRED, type WeighIn } from "#shared/parcels/weigh-in";
import { type WeighInColumn, weighedIn } from "./weigh-in";

/**
 * A move of the transition table; anything else, accept-unpaid and delivered-without-date are 409s.
 * Moving to 'Reçu' is the weigh-in: it needs the measured weight, which reprices the parcel
 * (docs/product/departures.md#weigh-in). Any other move writes no column of its own.
 */
export function changeStatus(
  context: ActionContext,
  parcelId: string,
  input: {
    expectedStatus: ParcelStatus;
    to: ParcelStatus;
    note: string | null;
    location: string | null;
    weighIn?: WeighIn;
  },
) {
  return changeParcel(context, parcelId, input.expectedStatus, (parcel, money): Decision<WeighInColumn> => {
    const check = checkTransition(parcel, input.to);
    if (!check.ok) throw conflict(check.code, check.message);
    // 'Livré' is a handover, with the recipient's code or ID (handover.ts).
    if (input.to === "delivered") {
      throw badRequest("HANDOVER_REQUIRED", HANDOVER_REQUIRED_MESSAGE);
    }
    if (input.to === "received" && !input.weighIn) {
      throw badRequest("MEASURED_WEIGHT_REQUIRED", MEASURED_WEIGHT_REQUIRED, {
        "weighIn.weightKg": MEASURED_WEIGHT_REQUIRED,
      });
    }
    const change: Decision = {
      action: "parcel.status_change",
      status: input.to,
      paid: parcel.paid,
      note: statusChangeNote(input.to, input.note),
      location: input.location,
      emailKind: "status-changed",
    };
    return input.to === "received" && input.weighIn
      ? weighedIn(context, parcel, money, change, input.weighIn)
      : change;
  });
}
