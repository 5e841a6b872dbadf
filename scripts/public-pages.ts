/** The pages a visitor sees before any account (issue 4), measured by the performance scripts. */
export const PUBLIC_PAGES = [
  "/",
  "/services",
  "/nos-sites-partenaires",
  "/contact-support",
  "/confidentialite",
];
