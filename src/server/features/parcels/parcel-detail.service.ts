import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcelPhotos, parcels, trackingEvents, users } from "#server/db/schema";
import { readParcelContents } from "#server/features/contents";
import { documentsOfParcel } from "#server/features/invoices";
import { parcelDropoff } from "#server/features/parcel-records";
import { handoverFacts, recipientOf } from "#server/features/recipients";
import { ordersOfParcel } from "#server/features/shop-orders";
import { notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { photoThumbnailUrl, photoUrl } from "#shared/parcels/request-api";
import { scalePhotoUrl } from "#shared/parcels/weigh-in";
import { PARCEL_NOT_FOUND, type ParcelDetail } from "#shared/tracking/tracking-schemas";
import { visibleParcels } from "./parcel-access";
import { toParcelSummary } from "./parcel-summary";
import { latestProofSummary } from "./payment.service";

/**
 * One parcel with its history, photos and latest payment proof: the client's detail panel and the
 * admin's action dialog. Another client's parcel and a parcel that does not exist get the same 404:
 * a client cannot even learn that an id exists.
 */
export async function getParcelDetail(db: Db, user: SessionUser, id: string): Promise<ParcelDetail> {
  const [row] = await db
    .select({
      parcel: parcels,
      clientName: users.name,
      clientEmail: users.email,
      emailNotifications: users.emailNotifications,
    })
    .from(parcels)
    // Left: a paid parcel kept after its client deleted the account has no client any more.
    .leftJoin(users, eq(users.id, parcels.clientId))
    .where(and(eq(parcels.id, id), visibleParcels(user)));
  if (!row) throw notFound(PARCEL_NOT_FOUND);
  const { parcel } = row;

  const [history, photos, paymentProof, dropoff, documents, contents, shopOrders] = await Promise.all([
    db.select().from(trackingEvents).where(eq(trackingEvents.parcelId, id)).orderBy(asc(trackingEvents.seq)),
    db
      .select()
      .from(parcelPhotos)
      .where(eq(parcelPhotos.parcelId, id))
      .orderBy(asc(parcelPhotos.position), asc(parcelPhotos.id)),
    latestProofSummary(db, id),
    parcelDropoff(db, parcel),
    documentsOfParcel(db, id, user.role === "admin" ? "admin" : "client"),
    readParcelContents(db, id),
    ordersOfParcel(db, id),
  ]);

  const client =
    user.role === "admin"
      ? { name: row.clientName, email: row.clientEmail, emailNotifications: row.emailNotifications }
      : undefined;
  return {
    ...toParcelSummary(parcel, client),
    lengthMm: parcel.lengthMm,
    widthMm: parcel.widthMm,
    heightMm: parcel.heightMm,
    productLink: parcel.productLink,
    paidAt: parcel.paidAt?.toISOString() ?? null,
    history: history.map((entry) => ({
      id: entry.id,
      status: entry.status,
      note: entry.note,
      location: entry.location,
      // The owner's own steps (request, date, cancellation) versus the carrier's.
      actor: entry.actorId === null ? null : entry.actorId === parcel.clientId ? "client" : "admin",
      createdAt: entry.createdAt.toISOString(),
    })),
    photos: photos.map((photo) => ({
      id: photo.id,
      // The photo routes (decision 012): the detail only points at them, they check owner-or-admin
      // themselves.
      url: photoUrl(id, photo.id),
      thumbnailUrl: photoThumbnailUrl(id, photo.id),
      width: photo.width,
      height: photo.height,
    })),
    paymentProof,
    scalePhotoUrl: user.role === "admin" && parcel.scalePhotoFileId ? scalePhotoUrl(id) : null,
    recipient: recipientOf(parcel),
    ...handoverFacts(parcel, user),
    dropoff,
    documents,
    contents,
    shopOrders,
    repacking: parcel.repacking,
  };
}
