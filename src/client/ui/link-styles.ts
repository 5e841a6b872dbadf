/** An inline text link (or a button that reads like one): underlined, so it is not told by colour alone. */
export const textLinkClass =
  "rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 hover:decoration-2";
