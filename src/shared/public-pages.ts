/**
 * The pages a visitor sees before any account (docs/product/public-site.md#navigation): prerendered
 * by the server at start-up so they are readable before any JavaScript runs, and measured by the
 * performance scripts (decisions 025, 029).
 */
export const PUBLIC_PAGES = [
  "/",
  "/services",
  "/nos-sites-partenaires",
  "/contact-support",
  "/confidentialite",
];

/**
 * Public pages whose address carries a parameter (/suivi/CODE, docs/product/parcels.md#public-tracking):
 * one shell, prerendered from `sample` (layout and loading skeleton, no data), is served for every
 * address matching `route`; the browser hydrates it and asks the API for the data.
 */
export const PUBLIC_PAGE_SHELLS = [{ route: "/suivi/:code", sample: "/suivi/EXEMPLE" }] as const;
