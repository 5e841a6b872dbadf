import { eq } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { onlinePayments, parcels } from "#server/db/schema";
import { type CurrentParcel, lockParcels } from "#server/features/parcel-records";

/**
 * Locks an online payment for a change: its parcel's row first, then the payment's — the order every
 * path takes (the webhook, the reconciliation, the carrier's refund), so they queue instead of
 * deadlocking. Undefined when there is no such payment; `parcel` is undefined when its parcel is gone.
 */
export async function lockPaymentAndParcel(
  tx: Tx,
  paymentId: string,
): Promise<{ row: typeof onlinePayments.$inferSelect; parcel: CurrentParcel | undefined } | undefined> {
  const [first] = await tx
    .select({ parcelId: onlinePayments.parcelId })
    .from(onlinePayments)
    .where(eq(onlinePayments.id, paymentId));
  if (!first) return undefined;
  const [parcel] = await lockParcels(tx, eq(parcels.id, first.parcelId));
  const [row] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, paymentId)).for("update");
  return row ? { row, parcel } : undefined;
}
