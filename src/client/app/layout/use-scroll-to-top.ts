import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "#client/lib/prefers-reduced-motion";

/**
 * A page change scrolls smoothly to the top (docs/product/public-site.md#navigation), back/forward
 * included. Not the first page: the browser placed it already, and a visitor who scrolled or followed an
 * in-page link before the page was hydrated (a slow phone) must not be thrown back to the top when it is.
 */
export function useScrollToTopOnPageChange(): void {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname]);
}
