/**
 * Registers the site's service worker, /sw.js with scope / (docs/decisions/083-web-push.md), and
 * resolves once it is active. Minimal here: the installable app's version replaces this module and
 * keeps `serviceWorkerRegistration`, which the push switch calls. Null where the browser has none.
 */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  // Registering the same script again is a no-op for the browser.
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}
