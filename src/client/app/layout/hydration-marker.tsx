import { useEffect } from "react";

/**
 * Sets `<html data-hydrated>` once the page beside it has hydrated: placed inside the page's Suspense
 * boundary, its effect runs only when that boundary's content is React's (the root alone commits
 * earlier, while the lazy page is still static HTML). The browser journeys wait for it before using a
 * page (e2e/public-helpers.ts). Renders nothing, so the prerendered HTML still matches.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
