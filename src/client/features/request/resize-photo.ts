/** Longest side sent by the browser: the server keeps 1600 px, so more would only cost data. */
const MAX_SIDE = 1600;
/** Below this, a photo is sent as chosen: resizing would save little. */
const SMALL_ENOUGH_BYTES = 500 * 1024;

export type PhotoToSend = { blob: Blob; filename: string };

/**
 * A 4 MB phone photo becomes a ~300 KB JPEG before it crosses a slow mobile network; done when the
 * photo is picked, so the size limit applies to the result. Uses the browser's own decoder; when it
 * cannot (HEIC in Chrome, an old browser) or the result is not smaller, the original is kept and
 * the size limit decides. The server re-encodes everything anyway.
 */
export async function resizePhoto(file: File): Promise<PhotoToSend> {
  const original = { blob: file, filename: file.name || "photo.jpg" };
  if (file.size <= SMALL_ENOUGH_BYTES || typeof createImageBitmap !== "function") return original;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    if (!blob || blob.size >= file.size) return original;
    return { blob, filename: `${(file.name || "photo").replace(/\.[^.]*$/, "")}.jpg` };
  } catch {
    return original;
  }
}
