import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { PublicConfig } from "#shared/public-config";
import { AppRoutes } from "./app/app-routes";
import { type PrerenderState, seedSharedState, serializeState } from "./app/prerender-state";
import { STATE_ELEMENT_ID } from "./app/prerender-state-id";
import { prerenderedTitle, SITE_TITLE } from "./lib/use-document-title";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * Renders a public page as a visitor sees it, waiting for its code-split parts, and returns the full
 * document: the built index.html with the page inside #root and the state the browser hydrates from.
 * The server calls this at start-up with the configuration in force (tariff, addresses…).
 */
export async function prerenderPage(url: string, config: PublicConfig, template: string): Promise<string> {
  const state: PrerenderState = { config };
  // Module-wide state is safe here: every prerendered page is a visitor's, with the same configuration.
  seedSharedState(state, { staleSession: false });
  prerenderedTitle.current = SITE_TITLE;
  const page = (
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>
  );
  // React outlines a large Suspense boundary and completes it with an inline <script>, which our CSP
  // forbids: an infinite chunk size keeps every boundary inline, as plain HTML.
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const body = await new Response(prelude).text();
  const stateBlock = `<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(state)}</script>`;
  // The page's own title, as its useDocumentTitle asked for it: islands never set it in the browser.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(prerenderedTitle.current)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${stateBlock}`);
}
