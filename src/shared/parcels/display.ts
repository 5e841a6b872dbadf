import { type ParcelStatus, STATUS_COLORS, STATUS_LABELS, type StatusTone } from "./status";

type DisplaySubject = {
  status: ParcelStatus;
  paid: boolean;
  preferredDate: string | null;
};

type StatusDisplay = {
  label: string;
  tone: StatusTone;
  /** Set when the client shows a special-status box instead of the plain badge. */
  special?: "waiting_for_date" | "payment_pending" | "rejected";
};

export const PAYMENT_PENDING_LABEL = "Paiement en attente";

export function isWaitingForDate(parcel: DisplaySubject): boolean {
  return parcel.status === "pending" && (parcel.preferredDate === null || parcel.preferredDate.trim() === "");
}

/**
 * How a parcel's status is shown (docs/product/parcels.md#display-rules). Waiting for a date is checked
 * first: a notification-only request is also unpaid, and the missing date is what the client must know.
 */
export function displayStatus(parcel: DisplaySubject): StatusDisplay {
  if (isWaitingForDate(parcel)) {
    return {
      label: STATUS_LABELS.waiting_for_dates,
      tone: STATUS_COLORS.waiting_for_dates,
      special: "waiting_for_date",
    };
  }
  if (parcel.status === "pending" && !parcel.paid) {
    return { label: PAYMENT_PENDING_LABEL, tone: STATUS_COLORS.pending, special: "payment_pending" };
  }
  if (parcel.status === "rejected") {
    return { label: STATUS_LABELS.rejected, tone: STATUS_COLORS.rejected, special: "rejected" };
  }
  return { label: STATUS_LABELS[parcel.status], tone: STATUS_COLORS[parcel.status] };
}

export type ParcelTab = "active" | "history";

/**
 * Delivered parcels go to the history tab; every other one stays active
 * (docs/product/parcels.md#display-rules).
 */
export function parcelTab(status: ParcelStatus): ParcelTab {
  return status === "delivered" ? "history" : "active";
}
