/**
 * Registers the site's service worker, /sw.js with scope / (docs/decisions/083-web-push.md). Minimal
 * here: the installable app's version replaces this module (same export) and is called at start-up.
 * The push switch does not depend on it: it registers the worker itself when none is there yet.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
}
