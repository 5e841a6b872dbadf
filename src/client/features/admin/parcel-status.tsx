import type { AdminParcelRow } from "../../../shared/admin/admin-parcels";
import { isWaitingForDate, PAYMENT_PENDING_LABEL } from "../../../shared/parcels/display";
import { StatusBadge } from "../../ui/status-badge";

/** The status as the seed's display rules show it, plus the payment state the admin acts on. */
export function ParcelStatus({
  parcel,
}: {
  parcel: Pick<AdminParcelRow, "status" | "paid" | "preferredDate">;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status={isWaitingForDate(parcel) ? "waiting_for_dates" : parcel.status} />
      {!parcel.paid && (
        <span className="rounded-full border border-stone-300 bg-stone-50 px-2 py-0.5 text-xs text-stone-700">
          {PAYMENT_PENDING_LABEL}
        </span>
      )}
    </span>
  );
}
