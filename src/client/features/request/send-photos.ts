import { sessionResource } from "#client/features/accounts";
import { ApiError, errorMessage } from "#client/lib/api-error";
import { newUploadKey, PENDING_UPLOAD_MESSAGE } from "#client/lib/pending-uploads";
import { pendingUploads } from "#client/lib/pending-uploads-instance";
import { retryWhenBusy } from "#client/lib/retry-when-busy";
import { photosPath, uploadPhoto } from "./request-api";

/**
 * Sends the photos one by one after the parcel exists. They were resized when picked (photo-selection.ts),
 * so what goes is exactly what was checked against the size limit. A photo the busy server could not take
 * yet is sent again a few seconds later; a refused photo does not undo the request: the client is told
 * which one and can still pay. A photo the lost connection stopped waits in the browser and leaves when
 * the connection returns, under the same key (docs/product/offline.md).
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
    const key = newUploadKey();
    const fileName = photo.name || "photo.jpg";
    try {
      await retryWhenBusy(() => uploadPhoto(parcelId, photo, fileName, key), {
        onWait: () => onProgress(`${progress} Serveur occupé, nouvel essai dans quelques secondes.`),
      });
    } catch (error) {
      const userId = sessionResource.get().data?.id;
      if (error instanceof ApiError && error.code === "NETWORK" && userId) {
        await pendingUploads.queue({
          key,
          userId,
          parcelId,
          url: photosPath(parcelId),
          fields: [],
          fileField: "photo",
          fileName,
          file: photo,
          queuedAt: Date.now(),
        });
        problems.push(`${fileName} : ${PENDING_UPLOAD_MESSAGE}`);
      } else {
        problems.push(`${photo.name} : ${errorMessage(error)}`);
      }
    }
  }
  return problems;
}
