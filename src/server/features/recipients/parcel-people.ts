import type { parcels } from "#server/db/schema";
import {
  type HandoverSummary,
  handoverPhotoUrl,
  MAX_CODE_ATTEMPTS,
  showsCollectionCode,
} from "#shared/parcels/handover";
import type { Recipient } from "#shared/recipients/recipient";

type ParcelRow = typeof parcels.$inferSelect;
type Viewer = { id: string; role: "client" | "admin" };

type RecipientColumns = Pick<
  ParcelRow,
  "recipientName" | "recipientPhone" | "recipientSecondPhone" | "recipientCity" | "recipientLandmark"
>;

/** The parcel's copy of its recipient, or null for a request made without one. */
export function recipientOf(parcel: RecipientColumns): Recipient | null {
  if (!parcel.recipientName || !parcel.recipientPhone || !parcel.recipientCity) return null;
  return {
    name: parcel.recipientName,
    phone: parcel.recipientPhone,
    secondPhone: parcel.recipientSecondPhone,
    city: parcel.recipientCity,
    landmark: parcel.recipientLandmark,
  };
}

/**
 * What a viewer may know of the handover (docs/product/recipients.md#collection-code): the code is
 * the owner's only — the carrier must hear it from the recipient — while the ID number, the photo
 * and the wrong codes left are the carrier's.
 */
export function handoverFacts(parcel: ParcelRow, viewer: Viewer) {
  const admin = viewer.role === "admin";
  const owner = !admin && parcel.clientId === viewer.id;
  const handover: HandoverSummary | null =
    // A delivered parcel reset by the carrier is no longer handed over (its columns wait for the next).
    parcel.status === "delivered" && parcel.handoverMethod && parcel.handedOverAt
      ? {
          method: parcel.handoverMethod,
          collectedByName: parcel.collectedByName,
          idNumber: admin ? parcel.collectedByIdNumber : null,
          photoUrl: admin && parcel.handoverPhotoFileId ? handoverPhotoUrl(parcel.id) : null,
          at: parcel.handedOverAt.toISOString(),
        }
      : null;
  return {
    // Until the handover: a delivered or refused parcel has no code left to pass on.
    collectionCode: owner && showsCollectionCode(parcel.status) ? parcel.collectionCode : null,
    codeAttemptsLeft: admin ? Math.max(0, MAX_CODE_ATTEMPTS - parcel.codeFailures) : null,
    handover,
  };
}
