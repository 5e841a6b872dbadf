/**
 * A sign-out that could not reach the server (decision 099, docs/product/offline.md#sign-out-offline).
 * The page has already made the device a visitor's (lib/signed-out-marker.ts); the server must still end
 * the session, or the httpOnly cookie left on a shared phone stays valid. The worker keeps the call in
 * Workbox's background-sync queue (IndexedDB) and sends it again: on the `sync` event where the browser
 * has it (Chromium, even with no page open), at the worker's start elsewhere, and when a page says the
 * connection is back. Sent again, it carries the cookies the browser then holds — the old session's and
 * the marker — so the server ends that session; an answer of any status empties the queue.
 */
import { Queue } from "workbox-background-sync";

export { SIGN_OUT_PATH, SIGN_OUT_RETRY_MESSAGE } from "./sign-out-retry";

/** As long as the marker cookie lasts (SIGNED_OUT_COOKIE_MAX_AGE_S), in minutes. */
const KEEP_MINUTES = 31 * 24 * 60;

/** The replay under way, if one is: the `sync` event and a page's message both ask for it. */
let replaying: Promise<void> | null = null;

const queue = new Queue("colibri-deconnexion", {
  maxRetentionTime: KEEP_MINUTES,
  // Workbox's own `sync` handler goes through the same single replay as a page's message.
  onSync: () => retrySignOut(),
});

/** The page's sign-out: to the server, or kept for later with a « done » answer the page can read. */
export async function sendSignOut(request: Request): Promise<Response> {
  const kept = request.clone();
  try {
    return await fetch(request);
  } catch {
    await queue.pushRequest({ request: kept });
    return new Response(JSON.stringify({ ok: true }), {
      status: 202,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
    });
  }
}

/**
 * Sends what waits, if anything; still offline, it stays for the next try. One replay at a time: two at
 * once (the connection's return fires both the browser's `sync` and the page's message) would each take
 * the same kept request and send it twice.
 */
export function retrySignOut(): Promise<void> {
  replaying ??= queue
    .replayRequests()
    .catch(() => undefined)
    .finally(() => {
      replaying = null;
    });
  return replaying;
}
