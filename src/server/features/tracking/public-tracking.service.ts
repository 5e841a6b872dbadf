import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels, trackingEvents } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import { estimatedArrivalDate } from "#shared/calendar";
import { displayStatus } from "#shared/parcels/display";
import type { ParcelStatus } from "#shared/parcels/status";
import { ADMIN_TRANSITIONS, defaultStatusNote, PAYMENT_VALIDATED_NOTE } from "#shared/parcels/transitions";
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
    history: publicHistory(history).map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

/** The carrier's own note for a move to that status ('Demande acceptée par le transporteur'). */
const acceptedNote = (status: ParcelStatus) =>
  ADMIN_TRANSITIONS.find((rule) => rule.to === status)?.note ?? defaultStatusNote(status);

type HistoryEntry = { status: ParcelStatus; note: string; location: string | null; createdAt: Date };

/**
 * What the public page shows of the history (docs/product/parcels.md#public-tracking): where the parcel
 * is, never its money. Only the entries that moved the status are kept (the first one, then each whose
 * status differs from the one before): a balance paid, waived or refunded leaves the status as it was
 * and is the client's business alone. The payment that accepted a request says only that it was
 * accepted: no amount, no payment method, no provider's transaction number.
 */
export function publicHistory(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const shown: HistoryEntry[] = [];
  let previous: ParcelStatus | null = null;
  for (const entry of entries) {
    if (entry.status === previous) continue;
    previous = entry.status;
    shown.push(
      entry.note.startsWith(PAYMENT_VALIDATED_NOTE) ? { ...entry, note: acceptedNote(entry.status) } : entry,
    );
  }
  return shown;
}
