import {
  checkPhotoFile,
  MAX_PHOTOS,
  PHOTO_LIMIT_MESSAGE,
  PHOTO_NOT_IMAGE_MESSAGE,
} from "#shared/parcel-photo-limits";
import { type PhotoToSend, resizePhoto } from "./resize-photo";

/** Said when a pick holds more photos than there is room for; the first ones are still kept. */
export const PHOTO_LIMIT_KEPT_FIRST = `${PHOTO_LIMIT_MESSAGE} : les photos en trop n'ont pas été ajoutées`;

export type PreparedPhotos = {
  /** What will be sent, in the order chosen: resized when the browser could, at most 10 MB each. */
  photos: File[];
  /** Why some chosen files were left out, once per reason, in French; empty when all were kept. */
  problems: string[];
};

type Resize = (file: File) => Promise<PhotoToSend>;

function asFile(sent: PhotoToSend, original: File): File {
  if (sent.blob === original) return original;
  return new File([sent.blob], sent.filename, {
    type: sent.blob.type || "image/jpeg",
    lastModified: original.lastModified,
  });
}

/**
 * The photos a pick adds, next to `existingCount` already attached (at most 3 in all:
 * docs/product/request.md). Non-images are left out; then the images are kept in the order
 * chosen until the room is full, rather than refusing the whole pick. Each kept photo is resized
 * first and its size checked after: a phone photo over 10 MB usually shrinks to a few hundred KB,
 * and what matters is the size of what is sent. A photo the browser cannot decode is kept as is
 * when small enough, since the server re-encodes every photo anyway.
 */
export async function preparePhotos(
  existingCount: number,
  chosen: readonly File[],
  resize: Resize = resizePhoto,
): Promise<PreparedPhotos> {
  const problems = new Set<string>();
  const images = chosen.filter((file) => file.type.startsWith("image/"));
  if (images.length < chosen.length) problems.add(PHOTO_NOT_IMAGE_MESSAGE);
  const room = Math.max(0, MAX_PHOTOS - existingCount);
  const photos: File[] = [];
  let next = 0;
  // One at a time: decoding several phone photos at once can exhaust a cheap phone's memory.
  for (; next < images.length && photos.length < room; next++) {
    const file = images[next] as File;
    let sent: PhotoToSend;
    try {
      sent = await resize(file);
    } catch {
      sent = { blob: file, filename: file.name };
    }
    const check = checkPhotoFile({ type: file.type, size: sent.blob.size });
    if (check.ok) photos.push(asFile(sent, file));
    else problems.add(check.message);
  }
  if (next < images.length) problems.add(PHOTO_LIMIT_KEPT_FIRST);
  return { photos, problems: [...problems] };
}

/** The problems of a pick as one line under the picker, or undefined when there are none. */
export function photoProblemsText(problems: readonly string[]): string | undefined {
  return problems.length === 0 ? undefined : problems.join(". ");
}
