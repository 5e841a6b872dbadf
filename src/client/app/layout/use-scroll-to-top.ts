import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "../../lib/prefers-reduced-motion";

/** A page change scrolls smoothly to the top (A3), back/forward included. */
export function useScrollToTopOnPageChange(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname]);
}
