/**
 * What a prerendered page was rendered with is written into its HTML as a JSON data block with this
 * id (not a script: the CSP forbids inline scripts). Its presence also tells the browser entry that
 * the page is prerendered. A module of its own so that the entry chunk stays tiny.
 */
export const STATE_ELEMENT_ID = "colibri-state";
