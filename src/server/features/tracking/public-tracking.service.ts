import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels, trackingEvents } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import { estimatedArrivalDate } from "#shared/calendar";
import { displayStatus } from "#shared/parcels/display";
import { looksLikeTrackingCode, normalizeTrackingCode } from "#shared/tracking/tracking-code";
import {
  type CollectionPoint,
  PARCEL_NOT_FOUND,
  type PublicTracking,
} from "#shared/tracking/tracking-schemas";

/**
 * What anyone holding the link may see (docs/product/parcels.md#public-tracking). Columns are picked one
 * by one, never `select *`: nothing personal (name, e-mail, price, description, photos, ids) is even read
 * from the database. Once 'En livraison' the parcel waits at the collection point, whose address and
 * hours (the carrier's, not a person's) tell the recipient where to go
 * (docs/product/recipients.md#ready-for-pickup).
 */
export async function getPublicTracking(
  db: Db,
  rawCode: string,
  collectionPointFor: (country: string) => CollectionPoint | null,
): Promise<PublicTracking> {
  const code = normalizeTrackingCode(rawCode);
  if (!looksLikeTrackingCode(code)) throw notFound(PARCEL_NOT_FOUND);
  const [parcel] = await db
    .select({
      id: parcels.id,
      trackingCode: parcels.trackingCode,
      fromCountry: parcels.fromCountry,
      toCountry: parcels.toCountry,
      status: parcels.status,
      paid: parcels.paid,
      preferredDate: parcels.preferredDate,
    })
    .from(parcels)
    .where(eq(parcels.trackingCode, code));
  if (!parcel) throw notFound(PARCEL_NOT_FOUND);

  const history = await db
    .select({
      status: trackingEvents.status,
      note: trackingEvents.note,
      location: trackingEvents.location,
      createdAt: trackingEvents.createdAt,
    })
    .from(trackingEvents)
    .where(eq(trackingEvents.parcelId, parcel.id))
    .orderBy(asc(trackingEvents.seq));

  const display = displayStatus(parcel);
  return {
    trackingCode: parcel.trackingCode,
    fromCountry: parcel.fromCountry,
    toCountry: parcel.toCountry,
    status: parcel.status,
    statusLabel: display.label,
    statusTone: display.tone,
    estimatedArrivalDate: parcel.preferredDate ? estimatedArrivalDate(parcel.preferredDate) : null,
    collectionPoint: parcel.status === "in_delivery" ? collectionPointFor(parcel.toCountry) : null,
    history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
