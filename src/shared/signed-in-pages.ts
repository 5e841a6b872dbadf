/**
 * What a signed-in page needs before it can show anything: its code and its first data. The server
 * announces both in the page's HTML (`modulepreload` for the code, `preload as=fetch` for the data) so
 * that a phone fetches them all at once instead of one wave of small files after another, and the
 * client takes the data answers it started (decision 077). The paths below are the ones the client's
 * queries ask for, built by the same functions (api-paths.ts): a preload that does not match exactly
 * is wasted.
 */
import {
  ADMIN_STATISTICS_PATH,
  offeredDatesPath,
  PUBLIC_CONFIG_PATH,
  parcelDetailPath,
  parcelListPath,
  SESSION_PATH,
} from "./api-paths";

/** The wizard's route before the client changes it (a fresh draft). */
export const DEFAULT_REQUEST_ROUTE = { from: "FR", to: "TG" } as const;

export interface SignedInPage {
  /** The page's module in the client's sources (src/client/…), as the build's manifest names it. */
  module: string;
  /** The first data the page asks for, given the address's query string (`SIGNED_IN_SHARED_DATA` on top). */
  data: (query: URLSearchParams) => string[];
  /** A list of cards shows while the rest arrives (else the layout's placeholder). */
  skeleton: "list" | "page";
}

/** The parcel a shared link or a notification opens (`?colis=ID`) is fetched with the list. */
const withOpenParcel = (query: URLSearchParams, list: string) => {
  const id = query.get("colis");
  return id ? [list, parcelDetailPath(id)] : [list];
};

/**
 * The signed-in pages by path (docs/product/public-site.md#access). The layout, the session guard and
 * the query library come with every one of them (`SIGNED_IN_SHARED_MODULES`).
 */
export const SIGNED_IN_PAGES: Record<string, SignedInPage> = {
  "/tracking": {
    module: "pages/tracking-page.tsx",
    data: (query) => withOpenParcel(query, parcelListPath("active")),
    skeleton: "list",
  },
  "/history": {
    module: "pages/history-page.tsx",
    data: (query) => withOpenParcel(query, parcelListPath("history")),
    skeleton: "list",
  },
  "/request": {
    module: "pages/request-page.tsx",
    data: () => [offeredDatesPath(DEFAULT_REQUEST_ROUTE.from, DEFAULT_REQUEST_ROUTE.to)],
    skeleton: "page",
  },
  "/profile": { module: "pages/profile-page.tsx", data: () => [], skeleton: "page" },
  "/admin-dashboard": {
    module: "pages/admin-dashboard-page.tsx",
    data: () => [ADMIN_STATISTICS_PATH],
    skeleton: "list",
  },
  "/admin-packages": {
    module: "pages/admin-dashboard-page.tsx",
    data: () => [ADMIN_STATISTICS_PATH],
    skeleton: "list",
  },
  "/admin-clients": { module: "pages/admin-clients-page.tsx", data: () => [], skeleton: "list" },
  "/admin-reception": { module: "pages/admin-reception-page.tsx", data: () => [], skeleton: "page" },
};

/** The app itself, the query library and the session guard, which every signed-in page needs first. */
export const SIGNED_IN_SHARED_MODULES = [
  "main.tsx",
  "app/data-provider.tsx",
  "features/accounts/route-guards.tsx",
];

/** Who is signed in (the guard waits for it) and the public configuration (header, footer, prices). */
export const SIGNED_IN_SHARED_DATA = [SESSION_PATH, PUBLIC_CONFIG_PATH];
