import { OfflineData } from "#client/service-worker/offline-data";
import { pendingUploads } from "./pending-uploads-instance";

/**
 * At sign-out, or when another account signs in on the device: the service worker's copies of the
 * account's data and its uploads still waiting for the connection go (decision 078), so the next
 * person never sees them. The worker does the same when it sees the session change; this covers a
 * worker that is not running, or not installed.
 */
export async function forgetOfflineAccount(): Promise<void> {
  await pendingUploads.forget().catch(() => undefined);
  if (typeof caches !== "undefined") await new OfflineData(caches).forgetAccounts().catch(() => undefined);
}
