import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels } from "#server/db/schema";
import { deleteFiles, readFile, reencodeImage, type StoredFile, saveFile } from "#server/features/files";
import { conflict, notFound } from "#server/http/app-error";
import { NO_SCALE_PHOTO_MESSAGE, NOT_WEIGHED_MESSAGE } from "#shared/parcels/weigh-in";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

/**
 * The optional photo of a parcel on the scale (docs/product/departures.md#weigh-in), taken once the
 * parcel was weighed. Re-encoded like every uploaded image (decision 010); a new photo replaces the
 * previous one, whose file goes with it.
 */
export async function saveScalePhoto(db: Db, parcelId: string, readUpload: () => Promise<Buffer>) {
  const [parcel] = await db
    .select({ measuredAt: parcels.measuredAt })
    .from(parcels)
    .where(eq(parcels.id, parcelId));
  if (!parcel) throw notFound(PARCEL_NOT_FOUND);
  if (parcel.measuredAt === null) throw conflict("NOT_WEIGHED", NOT_WEIGHED_MESSAGE);
  const image = (await reencodeImage(await readUpload())).full;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ previous: parcels.scalePhotoFileId })
      .from(parcels)
      .where(eq(parcels.id, parcelId))
      .for("update");
    if (!locked) throw notFound(PARCEL_NOT_FOUND);
    const fileId = await saveFile(tx, image);
    await tx
      .update(parcels)
      .set({ scalePhotoFileId: fileId, updatedAt: new Date() })
      .where(eq(parcels.id, parcelId));
    if (locked.previous) await deleteFiles(tx, [locked.previous]);
    return { width: image.width, height: image.height };
  });
}

export async function readScalePhoto(db: Db, parcelId: string): Promise<StoredFile> {
  const [parcel] = await db
    .select({ fileId: parcels.scalePhotoFileId })
    .from(parcels)
    .where(eq(parcels.id, parcelId));
  const file = parcel?.fileId ? await readFile(db, parcel.fileId) : null;
  if (!file) throw notFound(NO_SCALE_PHOTO_MESSAGE);
  return file;
}
