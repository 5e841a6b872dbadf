// The browser entry. The stylesheet comes with it, so it stays a <link> in index.html (and inline in
// prerendered pages); the app itself (React, the router, the page) is a second chunk.
import "./styles.css";
import { STATE_ELEMENT_ID } from "./app/prerender-state-id";
import { startAnnouncedReads } from "./lib/preloaded-responses";
import { registerServiceWorker } from "./lib/service-worker";

// A signed-in page's HTML announces its first API reads: they start now, with the code (decision 077).
startAnnouncedReads();

let appStarted: () => void = () => undefined;
/**
 * Resolved once the page's code has loaded and run: the app's, or on a public page its islands
 * hydrated (committed), on every path — a visitor, a session read past its time limit, a signed-in
 * user handed the whole app (decision 087). The service worker waits for it (decision 078).
 */
const appReady = new Promise<void>((resolve) => {
  appStarted = resolve;
});
const startApp = () => import("./main").finally(() => appStarted());

/**
 * A prerendered public page hydrates its islands only (decision 076), unless the address carries a
 * notice that the whole app shows (app/layout/app-layout.tsx: `confirmed=`, `compte=supprime`).
 */
const startPublicPage = () =>
  /confirmed=|compte=supprime/.test(window.location.search)
    ? startApp()
    : import("./public/public-main")
        // In a task of its own: evaluating React and the islands' module is already one long task on a
        // slow phone, and the page's first clicks wait for the end of each (decision 087).
        .then((module) =>
          new Promise((resolve) => setTimeout(resolve, 0)).then(() => module.startPublicPage()),
        )
        // A visitor of public pages only gets the worker too, once the islands are interactive.
        .finally(() => appStarted());

/** If the browser never reports a paint (a tab opened in the background), start anyway after this. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Calls `start` once the page is on the screen. The first-contentful-paint entry is reported when
 * the frame was presented; a requestAnimationFrame callback runs before the frame is even painted,
 * and Lighthouse traces showed the app's ~75 KB being requested 40 ms before the text was visible
 * (decision 029).
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  if (
    typeof PerformanceObserver !== "undefined" &&
    PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) setTimeout(startOnce, 0);
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(startOnce, 0));
  }
  setTimeout(startOnce, FIRST_PAINT_WAIT_MS);
}

// A prerendered public page is readable as it comes (decision 025): the browser paints it first, and only
// then downloads and runs what makes it interactive. On a slow network the text shows
// without waiting for any JavaScript; every other address starts the app at once.
if (document.getElementById(STATE_ELEMENT_ID)) afterFirstPaint(() => void startPublicPage());
else void startApp();

// The installable app's worker (decision 078): registered after the load event and the app's own code,
// in this entry so that no page needs one more script for it.
registerServiceWorker(appReady);
