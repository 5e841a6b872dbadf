/**
 * Set by the browser once the installable app's worker controls its pages (decision 078): the server
 * then leaves the API reads out of a signed-in page's HTML (decision 077), since the page reads the API
 * through the worker, which keeps the answers for offline use.
 */
export const WORKER_COOKIE = "colibri-worker";
