import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels } from "#server/db/schema";
import { deleteFiles, readFile, reencodeImage, type StoredFile, saveFile } from "#server/features/files";
import { conflict, notFound } from "#server/http/app-error";
import { NO_HANDOVER_PHOTO_MESSAGE, NOT_HANDED_OVER_MESSAGE } from "#shared/parcels/handover";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

/**
 * The optional photo taken when a parcel was handed over on the collecting person's ID
 * (docs/product/recipients.md#collection-code). Re-encoded like every uploaded image (decision 010);
 * a new photo replaces the previous one.
 */
export async function saveHandoverPhoto(db: Db, parcelId: string, readUpload: () => Promise<Buffer>) {
  const [parcel] = await db
    .select({ status: parcels.status, method: parcels.handoverMethod })
    .from(parcels)
    .where(eq(parcels.id, parcelId));
  if (!parcel) throw notFound(PARCEL_NOT_FOUND);
  if (parcel.status !== "delivered" || parcel.method === null) {
    throw conflict("NOT_HANDED_OVER", NOT_HANDED_OVER_MESSAGE);
  }
  const image = (await reencodeImage(await readUpload())).full;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ previous: parcels.handoverPhotoFileId })
      .from(parcels)
      .where(eq(parcels.id, parcelId))
      .for("update");
    if (!locked) throw notFound(PARCEL_NOT_FOUND);
    const fileId = await saveFile(tx, image);
    await tx
      .update(parcels)
      .set({ handoverPhotoFileId: fileId, updatedAt: new Date() })
      .where(eq(parcels.id, parcelId));
    if (locked.previous) await deleteFiles(tx, [locked.previous]);
    return { width: image.width, height: image.height };
  });
}

export async function readHandoverPhoto(db: Db, parcelId: string): Promise<StoredFile> {
  const [parcel] = await db
    .select({ fileId: parcels.handoverPhotoFileId })
    .from(parcels)
    .where(eq(parcels.id, parcelId));
  const file = parcel?.fileId ? await readFile(db, parcel.fileId) : null;
  if (!file) throw notFound(NO_HANDOVER_PHOTO_MESSAGE);
  return file;
}
