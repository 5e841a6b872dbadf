import { FileCheck, UserX } from "lucide-react";
import { StatusBadge } from "#client/ui/status-badge";
import {
  type AdminParcelRow,
  BALANCE_PROOF_RECEIVED_BADGE,
  CANCELLED_BY_CLIENT_BADGE,
  PROOF_RECEIVED_BADGE,
} from "#shared/admin/admin-parcels";
import { balanceDue } from "#shared/parcels/balance-state";
import { isWaitingForDate, PAYMENT_PENDING_LABEL } from "#shared/parcels/display";

const PILL = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs whitespace-nowrap";

/**
 * The status as the display rules show it, plus what the admin acts on: the payment state, a proof
 * waiting to be checked (docs/product/administration.md#to-verify) — the price's, or a weigh-in
 * balance's, named as such — and a request the client cancelled (refused, but not by the carrier).
 * Once paid (or the balance settled), the proof has been checked: no badge.
 */
export function ParcelStatus({
  parcel,
}: {
  parcel: Pick<
    AdminParcelRow,
    "status" | "paid" | "preferredDate" | "proofReceived" | "cancelledByClient" | "balance"
  >;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status={isWaitingForDate(parcel) ? "waiting_for_dates" : parcel.status} />
      {parcel.cancelledByClient && (
        <span className={`${PILL} border-stone-300 bg-stone-100 font-medium text-stone-700`}>
          <UserX aria-hidden="true" className="size-3.5" />
          {CANCELLED_BY_CLIENT_BADGE}
        </span>
      )}
      {!parcel.paid && parcel.proofReceived && (
        <span className={`${PILL} border-sky-300 bg-sky-50 font-semibold text-sky-800`}>
          <FileCheck aria-hidden="true" className="size-3.5" />
          {PROOF_RECEIVED_BADGE}
        </span>
      )}
      {balanceProofWaiting(parcel) && (
        <span className={`${PILL} border-sky-300 bg-sky-50 font-semibold text-sky-800`}>
          <FileCheck aria-hidden="true" className="size-3.5" />
          {BALANCE_PROOF_RECEIVED_BADGE}
        </span>
      )}
      {!parcel.paid && (
        <span className={`${PILL} border-stone-300 bg-stone-50 text-stone-700`}>{PAYMENT_PENDING_LABEL}</span>
      )}
    </span>
  );
}

/** A proof sent for the balance of a weigh-in, waiting for the carrier (docs/product/departures.md#weigh-in). */
export const balanceProofWaiting = (parcel: Pick<AdminParcelRow, "paid" | "balance">) =>
  balanceDue(parcel.paid, parcel.balance?.state) && parcel.balance?.proofReceived === true;
