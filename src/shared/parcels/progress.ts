import { PARCEL_STATUSES, type ParcelStatus } from "./status";

/**
 * Order of the progress bar (docs/product/parcels.md#progress): the statuses in their own order, but
 * rejected, which is not on the bar.
 */
export const PROGRESS_ORDER = PARCEL_STATUSES.filter(
  (status): status is Exclude<ParcelStatus, "rejected"> => status !== "rejected",
);

/** 1-based position on the bar (pending = 1 … delivered = 6), or 0 when off the bar (rejected). */
export function progressStep(status: ParcelStatus): number {
  return (PROGRESS_ORDER as readonly ParcelStatus[]).indexOf(status) + 1;
}

/**
 * Percent = position / 6 (docs/product/parcels.md#progress), unrounded: pending ≈ 16.67, delivered = 100,
 * rejected = 0. Rounding is left to the display so the bar width stays exact.
 */
export function progressPercent(status: ParcelStatus): number {
  return (progressStep(status) * 100) / PROGRESS_ORDER.length;
}
