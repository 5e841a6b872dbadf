import { TO_VERIFY_FILTER } from "#shared/admin/admin-parcels";
import type { StatusFilter } from "#shared/parcels/status";

/** What the parcel list can be filtered on: every status, the 'À vérifier' to-do list, or all. */
export type ParcelFilter = StatusFilter | typeof TO_VERIFY_FILTER | "all";

/**
 * The list the carrier sees first (docs/product/administration.md#to-verify): the parcels to check
 * when there are any, else every parcel. `null` while the count is not known yet, so the list does
 * not open on 'all' and jump a moment later. A failed count must not hide the list: 'all'. A
 * client's own parcels (the clients page) always open on all of them: the count is global.
 */
export function defaultParcelFilter({
  toVerify,
  countFailed = false,
  clientScoped = false,
}: {
  toVerify: number | undefined;
  countFailed?: boolean;
  clientScoped?: boolean;
}): ParcelFilter | null {
  if (clientScoped || countFailed) return "all";
  if (toVerify === undefined) return null;
  return toVerify > 0 ? TO_VERIFY_FILTER : "all";
}
