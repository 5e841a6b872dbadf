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
