import { useEffect } from "react";

export const SITE_TITLE = "Colibri — Envoi de colis France ↔ Togo";

/**
 * Each page names itself in the tab title: screen readers announce it after a page change, and a
 * history full of identical titles is useless. No title means the site's own.
 */
export function useDocumentTitle(pageTitle?: string): void {
  const title = pageTitle ? `${pageTitle} — Colibri` : SITE_TITLE;
  // While prerendering (no effects run), the page's title is kept for entry-server.tsx to write into
  // the HTML: a public page hydrated as islands never runs this hook (decision 076).
  if (import.meta.env.SSR) prerenderedTitle.current = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The title of the page being prerendered (server only). */
export const prerenderedTitle = { current: SITE_TITLE };
