import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "#client/lib/prefers-reduced-motion";

/**
 * Links such as /services#calculateur should land on their section. The router does not do it, and
 * the layout scrolls every new page to the top in an effect that runs after the page's own (parents
 * run their effects last), so the scroll waits for the next frame.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({
        behavior: scrollBehavior(),
        block: "start",
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
