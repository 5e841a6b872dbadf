/** How many photos a parcel request takes, and which files (docs/product/request.md). */
export const MAX_PHOTOS = 3;
export const PHOTO_LIMIT_MESSAGE = "Maximum 3 photos autorisées";
/** At most 10 MB each as sent, that is after the browser has resized it; images only. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MESSAGE = "Chaque photo doit faire au plus 10 Mo";
export const PHOTO_NOT_IMAGE_MESSAGE = "Seules les images sont acceptées";

export type PhotoCheck = { ok: true } | { ok: false; message: string };

/** At most 3 photos in total, counting those already attached (docs/product/request.md). */
export function checkPhotoCount(existing: number, adding: number): PhotoCheck {
  return existing + adding <= MAX_PHOTOS ? { ok: true } : { ok: false, message: PHOTO_LIMIT_MESSAGE };
}

/** A first filter on what the browser says; the server still re-encodes to prove it is an image. */
export function checkPhotoFile(file: { type: string; size: number }): PhotoCheck {
  if (!file.type.startsWith("image/")) return { ok: false, message: PHOTO_NOT_IMAGE_MESSAGE };
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, message: PHOTO_TOO_LARGE_MESSAGE };
  return { ok: true };
}
