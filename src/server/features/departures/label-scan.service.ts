import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import {
  looksLikeTrackingCode,
  normalizeTrackingCode,
  PARCEL_NOT_FOUND,
} from "#shared/tracking/tracking-code";

/**
 * The parcel a scanned label names (docs/product/departures.md#scanning): its id from the tracking code
 * the QR code carries, written as the client may type it; 404 `Colis introuvable` when none.
 */
export async function parcelIdOfTrackingCode(db: Db, code: string): Promise<string> {
  const normalized = normalizeTrackingCode(code);
  if (!looksLikeTrackingCode(normalized)) throw notFound(PARCEL_NOT_FOUND);
  const [row] = await db.select({ id: parcels.id }).from(parcels).where(eq(parcels.trackingCode, normalized));
  if (!row) throw notFound(PARCEL_NOT_FOUND);
  return row.id;
}
