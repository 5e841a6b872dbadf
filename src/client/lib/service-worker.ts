/**
 * Registers the service worker (decision 078) once the page and the app have loaded, so that a public
 * page's first load carries nothing of it but this small module; and runs the update flow: a new version waits,
 * is announced, and takes over only when the person clicks « Mettre à jour », the page then reloading
 * once — never a page of the old version running against the new one's files.
 */
import { SIGN_OUT_RETRY_MESSAGE } from "#client/service-worker/sign-out-retry";
import { WORKER_COOKIE } from "#shared/worker-cookie";
import { isMarkedSignedOut } from "./signed-out-marker";

/** Set by the click on « Mettre à jour »: the worker that then takes control is the one asked for. */
let updateRequested = false;

function announce(waiting: ServiceWorker): void {
  // The prompt's code is loaded only when there is an update to announce.
  void import("./update-prompt").then(({ showUpdatePrompt }) =>
    showUpdatePrompt(() => {
      updateRequested = true;
      waiting.postMessage({ type: "SKIP_WAITING" });
    }),
  );
}

/** Announces `worker` once it is installed and waiting, unless it is the first install (no controller). */
function whenInstalled(worker: ServiceWorker | null): void {
  worker?.addEventListener("statechange", () => {
    if (worker.state === "installed" && navigator.serviceWorker.controller) announce(worker);
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // Found before this page registered (the check made by the page's own load): waiting or on its way.
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  whenInstalled(registration.installing);
  registration.addEventListener("updatefound", () => whenInstalled(registration.installing));
  // A phone keeps a tab open for days: look for a new version whenever it comes back to the front.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
  });
}

/**
 * The connection is back while a sign-out made offline waits (decision 099): the worker sends it now
 * rather than at the browser's next background sync. Without a worker nothing is needed: the page's
 * next request carries the signed-out marker, and the server ends the session it names.
 */
function retryPendingSignOut(): void {
  if (isMarkedSignedOut()) navigator.serviceWorker?.controller?.postMessage({ type: SIGN_OUT_RETRY_MESSAGE });
}

/**
 * `appReady`: the app's own code has loaded. The worker's first install downloads the whole app
 * (≈ 275 KB): on a slow phone network it must not compete with what the page itself still needs, so it
 * waits for the load event, the app and an idle moment.
 */
export function registerServiceWorker(appReady: Promise<unknown> = Promise.resolve()): void {
  window.addEventListener("online", retryPendingSignOut);
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  // A page the worker controls reads the API through it, which keeps the answers for offline use: the
  // server then leaves out the reads a signed-in page's HTML announces (decision 077), whose answers
  // the worker could not keep for offline use, and which a revisit through it does not need.
  const controlled = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `${WORKER_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`;
  };
  if (navigator.serviceWorker.controller) controlled();
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    controlled();
    if (!updateRequested) return;
    updateRequested = false;
    window.location.reload();
  });
  const register = () =>
    void navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(watchForUpdates)
      // No worker (a private window, a refused registration): the site works as a plain site.
      .catch(() => undefined);
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
  void Promise.all([loaded, appReady.catch(() => undefined)]).then(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
