/**
 * How the public pages' JavaScript is split (decision 076): ≤ 8 files and ≤ 70 KB on a first load.
 * Each group takes its modules' dependencies along; a higher priority picks first.
 *
 * - `react`: React, React DOM, the scheduler (~57 KB brotli), on every page.
 * - `public`: public/public-main.tsx and what it imports (the header island, the session, the
 *   configuration), plus the few small modules that two page islands share: every prerendered page
 *   runs it.
 * - one chunk per page island (calculator, address box, support hours, public tracking…), downloaded
 *   only by the page that has it.
 *
 * Everything else (the router, the signed-in pages) is split as Rolldown does by default; groups for
 * the signed-in area can be added to the list with a lower priority.
 */
const clientModule = (path: string) =>
  new RegExp(`src[\\\\/]client[\\\\/]${path.replaceAll("/", "[\\\\/]")}\\.tsx?$`);

/** Keep in step with public/islands.tsx: the modules its page islands import. */
const PAGE_ISLANDS = [
  "features/home/scroll-to-services-button",
  "features/public-site/price-calculator",
  "features/public-site/delivery-address-box",
  "features/public-site/support-hours-card",
  "features/tracking/public-tracking-view",
];

/**
 * Modules two page islands share, or an island and the app's shell (layout, footer, error page): in
 * `public`, or one island's page would download the other's chunk, or every signed-in page the islands.
 */
const SHARED_BY_ISLANDS = [
  clientModule("lib/prefers-reduced-motion"),
  clientModule("features/public-site/support-hours"),
  clientModule("ui/error-message"),
  clientModule("ui/skeleton-lines"),
  clientModule("ui/input-styles"),
  clientModule("ui/decimal-input"),
  clientModule("lib/use-typed-before-hydration"),
  clientModule("ui/copy-button"),
  /src[\\/]shared[\\/]french-number\.ts$/,
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](map-pin|check|copy|clock|shield-check|rotate-cw)\.m?js$/,
];

export const PUBLIC_PAGE_CHUNKS = [
  // The entry (boot.ts) with what it shares with the public pages' code (Vite's loader of dynamic
  // imports, the state block's id, the announced reads that api-client takes over, the signed-out
  // marker): one file with no import of its own, so the page's one script before its first paint is
  // one request, not a chain of two (decision 087). Left to the default split these modules would
  // land in `public`, and the entry would import React before the page is painted (decision 029).
  // The announced reads in `public` made every public page's HTML preload React and `public` (66 KB)
  // beside itself, which held its first paint back (decision 087); perf:budget checks what the HTML
  // preloads.
  {
    name: "index",
    test: (id: string) =>
      clientModule("boot").test(id) ||
      /vite[\\/]preload-helper/.test(id) ||
      clientModule("app/prerender-state-id").test(id) ||
      clientModule("lib/preloaded-responses").test(id) ||
      // The signed-out marker (decision 099): read by the entry's worker registration and by the session.
      clientModule("lib/signed-out-marker").test(id) ||
      clientModule("service-worker/sign-out-retry").test(id) ||
      /src[\\/]shared[\\/]signed-out-cookie\.ts$/.test(id),
    priority: 40,
  },
  // Rolldown's own small runtime rides with React: one file less.
  {
    name: "react",
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/:]runtime/,
    priority: 30,
  },
  {
    name: "public",
    test: (id: string) =>
      clientModule("public/public-main").test(id) || SHARED_BY_ISLANDS.some((re) => re.test(id)),
    priority: 20,
  },
  ...PAGE_ISLANDS.map((island) => ({
    name: island.split("/").at(-1) ?? island,
    test: clientModule(island),
    priority: 10,
  })),
];
