import { and, count, eq } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { parcelPhotos, parcels } from "#server/db/schema";
import { readFile, reencodeImage, type StoredFile, saveFile } from "#server/features/files";
import { lockParcels } from "#server/features/parcel-records";
import { badRequest, conflict, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { MAX_PHOTOS, PHOTO_LIMIT_MESSAGE } from "#shared/parcel-photo-limits";
import {
  PHOTOS_LOCKED_MESSAGE,
  photoThumbnailUrl,
  photoUrl,
  type UploadedPhoto,
} from "#shared/parcels/request-api";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";
import { findVisibleParcel } from "./parcel-access";

export const PHOTO_NOT_FOUND = "Photo introuvable.";

const toUploaded = (
  parcelId: string,
  row: { id: string; position: number; width: number; height: number },
) => ({
  id: row.id,
  position: row.position,
  width: row.width,
  height: row.height,
  url: photoUrl(parcelId, row.id),
  thumbnailUrl: photoThumbnailUrl(parcelId, row.id),
});

/**
 * Adds a photo to the client's own parcel (docs/product/request.md#photos). The upload is read only once
 * the parcel is known to accept it (`readContent`), so a refused request costs no 10 MB; it is decoded
 * and re-encoded outside any transaction (the slow part), then saved with the parcel row locked, so that
 * two uploads at once can never make a fourth photo. Only while the parcel is pending: once the carrier
 * took it on, what was accepted stays as it was.
 */
export async function addParcelPhoto(
  db: Db,
  user: SessionUser,
  parcelId: string,
  readContent: () => Promise<Buffer>,
): Promise<UploadedPhoto> {
  await ownPendingParcel(db, user, parcelId);
  // Checked again under the lock below; this first look spares reading a photo that will be refused.
  if ((await photoCount(db, parcelId)) >= MAX_PHOTOS) {
    throw badRequest("TOO_MANY_PHOTOS", PHOTO_LIMIT_MESSAGE, { photo: PHOTO_LIMIT_MESSAGE });
  }
  const image = await reencodeImage(await readContent());
  return db.transaction(async (tx) => {
    await lockParcels(tx, eq(parcels.id, parcelId));
    const position = await photoCount(tx, parcelId);
    if (position >= MAX_PHOTOS)
      throw badRequest("TOO_MANY_PHOTOS", PHOTO_LIMIT_MESSAGE, { photo: PHOTO_LIMIT_MESSAGE });
    const fileId = await saveFile(tx, image.full);
    const thumbnailFileId = await saveFile(tx, image.thumbnail);
    const row = {
      id: newId(),
      parcelId,
      position,
      fileId,
      thumbnailFileId,
      width: image.full.width,
      height: image.full.height,
    };
    await tx.insert(parcelPhotos).values(row);
    await tx.update(parcels).set({ updatedAt: new Date() }).where(eq(parcels.id, parcelId));
    return toUploaded(parcelId, row);
  });
}

async function photoCount(db: Executor, parcelId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(parcelPhotos)
    .where(eq(parcelPhotos.parcelId, parcelId));
  return row?.value ?? 0;
}

async function ownPendingParcel(db: Db, user: SessionUser, parcelId: string) {
  const parcel = await findVisibleParcel(db, user, parcelId);
  // An admin may look, not add photos in the client's name.
  if (parcel.clientId !== user.id) throw notFound(PARCEL_NOT_FOUND);
  if (parcel.status !== "pending") throw conflict("PHOTOS_LOCKED", PHOTOS_LOCKED_MESSAGE);
  return parcel;
}

/** One photo file (full size or thumbnail), for its owner or an admin; 404 for anybody else. */
export async function readParcelPhoto(
  db: Db,
  user: SessionUser,
  parcelId: string,
  photoId: string,
  variant: "full" | "thumbnail",
): Promise<StoredFile> {
  await findVisibleParcel(db, user, parcelId);
  const [photo] = await db
    .select()
    .from(parcelPhotos)
    .where(and(eq(parcelPhotos.id, photoId), eq(parcelPhotos.parcelId, parcelId)))
    .limit(1);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  const file = await readFile(db, variant === "full" ? photo.fileId : photo.thumbnailFileId);
  if (!file) throw notFound(PHOTO_NOT_FOUND);
  return file;
}
