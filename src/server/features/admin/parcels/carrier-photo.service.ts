import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels } from "#server/db/schema";
import { deleteFiles, readFile, reencodeImage, type StoredFile, saveFile } from "#server/features/files";
import { lockParcels } from "#server/features/parcel-records";
import { notFound } from "#server/http/app-error";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

/** The parcel columns that hold a photo the carrier takes: on the scale, at the handover. */
type PhotoColumn = "scalePhotoFileId" | "handoverPhotoFileId";
type ParcelRow = typeof parcels.$inferSelect;

/**
 * A carrier's photo of a parcel (docs/product/departures.md#weigh-in, docs/product/recipients.md):
 * `refuse` throws when the parcel is not at the step the photo belongs to. Re-encoded like every
 * uploaded image (decision 010), outside the transaction; a new photo replaces the previous one,
 * whose file goes with it.
 */
export async function saveCarrierPhoto(
  db: Db,
  parcelId: string,
  column: PhotoColumn,
  refuse: (parcel: ParcelRow) => void,
  readUpload: () => Promise<Buffer>,
) {
  const [parcel] = await db.select().from(parcels).where(eq(parcels.id, parcelId));
  if (!parcel) throw notFound(PARCEL_NOT_FOUND);
  refuse(parcel);
  const image = (await reencodeImage(await readUpload())).full;
  return db.transaction(async (tx) => {
    const [locked] = await lockParcels(tx, eq(parcels.id, parcelId));
    if (!locked) throw notFound(PARCEL_NOT_FOUND);
    const previous = locked[column];
    const fileId = await saveFile(tx, image);
    await tx
      .update(parcels)
      .set({ [column]: fileId, updatedAt: new Date() })
      .where(eq(parcels.id, parcelId));
    if (previous) await deleteFiles(tx, [previous]);
    return { width: image.width, height: image.height };
  });
}

/** The photo's file; 404 with `missing` when there is none. */
export async function readCarrierPhoto(
  db: Db,
  parcelId: string,
  column: PhotoColumn,
  missing: string,
): Promise<StoredFile> {
  const [parcel] = await db.select({ fileId: parcels[column] }).from(parcels).where(eq(parcels.id, parcelId));
  const file = parcel?.fileId ? await readFile(db, parcel.fileId) : null;
  if (!file) throw notFound(missing);
  return file;
}
