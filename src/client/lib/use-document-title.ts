import { useEffect } from "react";

export const SITE_TITLE = "Colibri — Envoi de colis France ↔ Togo";

/**
 * Each page names itself in the tab title: screen readers announce it after a page change, and a
 * history full of identical titles is useless. No title means the site's own.
 */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — Colibri` : SITE_TITLE;
  }, [pageTitle]);
}
