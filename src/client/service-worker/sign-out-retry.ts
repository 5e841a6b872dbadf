/** Shared by the worker (pending-sign-out.ts) and the page (lib/service-worker.ts), which must not load Workbox. */
export const SIGN_OUT_PATH = "/api/auth/sign-out";
/** What a page tells the worker when the connection returns while a sign-out waits (decision 099). */
export const SIGN_OUT_RETRY_MESSAGE = "SIGN_OUT_RETRY";
