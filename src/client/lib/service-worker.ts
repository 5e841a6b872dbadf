/**
 * Registers the service worker (decision 078) once the page has loaded, so that a public page's first
 * load carries nothing of it but this small module; and runs the update flow: a new version waits,
 * is announced, and takes over only when the person clicks « Mettre à jour », the page then reloading
 * once — never a page of the old version running against the new one's files.
 */

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

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // Without a controller this is the first install, not an update: nothing to announce.
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && navigator.serviceWorker.controller) announce(installing);
    });
  });
  // A phone keeps a tab open for days: look for a new version whenever it comes back to the front.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
  });
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
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
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
