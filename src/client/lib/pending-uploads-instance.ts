import { useSyncExternalStore } from "react";
import { createPendingUploads, type PendingUpload } from "./pending-uploads";
import { indexedDbUploadStore } from "./pending-uploads-store";

/** The app's one queue of uploads waiting for the connection (decision 078). */
export const pendingUploads = createPendingUploads(indexedDbUploadStore());

/** The uploads of one parcel still waiting for the connection, oldest first. */
export function usePendingUploads(parcelId: string): PendingUpload[] {
  const entries = useSyncExternalStore(pendingUploads.subscribe, pendingUploads.all, pendingUploads.all);
  return entries.filter((entry) => entry.parcelId === parcelId);
}
