/**
 * The pages a visitor sees before any account (issue 4): prerendered by the server at start-up so
 * they are readable before any JavaScript runs, and measured by the performance scripts (B5).
 */
export const PUBLIC_PAGES = [
  "/",
  "/services",
  "/nos-sites-partenaires",
  "/contact-support",
  "/confidentialite",
];

/**
 * Public pages whose address carries a parameter (B1's /suivi/CODE): one shell, prerendered from
 * `sample` (layout and loading skeleton, no data), is served for every address matching `route`;
 * the browser hydrates it and asks the API for the data.
 */
export const PUBLIC_PAGE_SHELLS = [{ route: "/suivi/:code", sample: "/suivi/EXEMPLE" }] as const;
