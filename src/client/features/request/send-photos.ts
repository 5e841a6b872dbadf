import { errorMessage } from "#client/lib/api-error";
import { retryWhenBusy } from "#client/lib/retry-when-busy";
import { uploadPhoto } from "./request-api";

/**
 * Sends the photos one by one after the parcel exists. They were resized when picked (photo-selection.ts),
 * so what goes is exactly what was checked against the size limit. A photo the busy server could not take
 * yet is sent again a few seconds later; a refused photo does not undo the request: the client is told
 * which one and can still pay.
 */
export async function sendPhotos(
  parcelId: string,
  photos: File[],
  onProgress: (text: string) => void,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, photo] of photos.entries()) {
    const progress = `Envoi des photos (${index + 1}/${photos.length})…`;
    onProgress(progress);
    try {
      await retryWhenBusy(() => uploadPhoto(parcelId, photo, photo.name || "photo.jpg"), {
        onWait: () => onProgress(`${progress} Serveur occupé, nouvel essai dans quelques secondes.`),
      });
    } catch (error) {
      problems.push(`${photo.name} : ${errorMessage(error)}`);
    }
  }
  return problems;
}
