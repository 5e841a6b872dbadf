import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { parcels, users } from "#server/db/schema";

/**
 * What the carrier's actions decide from: the parcel's own facts, and its client's address and switch
 * for the e-mail they send. Null client columns: the client deleted the account (a paid parcel kept,
 * decision 040), nobody to e-mail.
 */
const currentColumns = {
  id: parcels.id,
  /** `CLB-4K7P-03`, the name its e-mails give it (decision 100). */
  reference: parcels.reference,
  status: parcels.status,
  paid: parcels.paid,
  priceCents: parcels.priceCents,
  priceFcfa: parcels.priceFcfa,
  balanceCents: parcels.balanceCents,
  balanceFcfa: parcels.balanceFcfa,
  balanceState: parcels.balanceState,
  /** A proof arrived for the balance asked now. */
  balanceProofReceivedAt: parcels.balanceProofReceivedAt,
  weightGrams: parcels.weightGrams,
  measuredWeightGrams: parcels.measuredWeightGrams,
  preferredDate: parcels.preferredDate,
  /** Its departure: where and before when to drop it off, in the e-mails sent before it is received. */
  departureId: parcels.departureId,
  description: parcels.description,
  fromCountry: parcels.fromCountry,
  toCountry: parcels.toCountry,
  trackingCode: parcels.trackingCode,
  proofReceivedAt: parcels.proofReceivedAt,
  cancelledAt: parcels.cancelledAt,
  /** The recipient named on the request, null without one (docs/product/recipients.md). */
  recipientName: parcels.recipientName,
  /** Where its WhatsApp or SMS messages go, and whether the recipient agreed to them (decision 082). */
  recipientPhone: parcels.recipientPhone,
  recipientMessagesConsent: parcels.recipientMessagesConsent,
  collectionCode: parcels.collectionCode,
  codeFailures: parcels.codeFailures,
  /** The carrier's photos: a new one replaces the previous file. */
  scalePhotoFileId: parcels.scalePhotoFileId,
  handoverPhotoFileId: parcels.handoverPhotoFileId,
  clientId: parcels.clientId,
  clientEmail: users.email,
  clientName: users.name,
  emailNotifications: users.emailNotifications,
};

/**
 * Locks the parcels that match every condition (`SELECT … FOR UPDATE` of their rows) in the caller's
 * transaction and reads them as they are now, in id order. One parcel or a whole departure's: every
 * caller takes its locks in that same order, so two of them queue instead of deadlocking. Whatever the
 * caller then decides and writes commits with the locks (decisions 020, 030, 051).
 */
export async function lockParcels(tx: Tx, ...conditions: [SQL, ...SQL[]]) {
  return (
    tx
      .select(currentColumns)
      .from(parcels)
      // Left: a paid parcel kept after its client deleted the account is still the carrier's to move.
      .leftJoin(users, eq(users.id, parcels.clientId))
      .where(and(...conditions))
      .orderBy(asc(parcels.id))
      .for("update", { of: parcels })
  );
}

/** A parcel as `lockParcels` read it, under its row lock. */
export type CurrentParcel = Awaited<ReturnType<typeof lockParcels>>[number];
