// The browser entry. The stylesheet comes with it, so it stays a <link> in index.html (and inline in
// prerendered pages); the app itself (React, the router, the page) is a second chunk.
import "./styles.css";
import { STATE_ELEMENT_ID } from "./app/prerender-state-id";
import { startAnnouncedReads } from "./lib/preloaded-responses";

// A signed-in page's HTML announces its first API reads: they start now, with the code (decision 077).
startAnnouncedReads();

const startApp = () => import("./main");

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
// then downloads and runs the app that makes it interactive. On a slow network the text shows
// without waiting for ~75 KB of JavaScript; every other address starts the app at once.
if (document.getElementById(STATE_ELEMENT_ID)) afterFirstPaint(() => void startApp());
else void startApp();
