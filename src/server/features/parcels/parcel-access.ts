import { eq, type SQL } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { parcels } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

export type ParcelRow = typeof parcels.$inferSelect;

/**
 * The parcel if this user may see it: its owner or an admin. Anybody else gets the same 404 as for
 * a parcel that does not exist, so ids cannot be probed.
 */
export async function findVisibleParcel(
  db: Executor,
  user: SessionUser,
  parcelId: string,
): Promise<ParcelRow> {
  const [parcel] = await db.select().from(parcels).where(eq(parcels.id, parcelId)).limit(1);
  if (!parcel || (parcel.clientId !== user.id && user.role !== "admin")) throw notFound(PARCEL_NOT_FOUND);
  return parcel;
}

/**
 * The same rule as a query filter, for lists (docs/product/accounts.md#roles): a client only their own
 * parcels, the admin all (undefined: no restriction). Every parcel query goes through one of these two.
 */
export function visibleParcels(user: SessionUser): SQL | undefined {
  return user.role === "admin" ? undefined : eq(parcels.clientId, user.id);
}
