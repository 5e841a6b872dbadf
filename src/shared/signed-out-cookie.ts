/**
 * Set by the page when a person signs out and the server could not be told yet (no connection):
 * the device is signed out (docs/product/offline.md#sign-out-offline, decision 099). Readable by the
 * page, unlike the session cookie (httpOnly), and sent with every request: the server then ends the
 * session that request carries, answers as to a visitor, and expires both cookies.
 */
export const SIGNED_OUT_COOKIE = "colibri-signed-out";

/**
 * A day longer than a session lives unused (30 days, accounts/auth.ts): past that the server has
 * nothing left to end.
 */
export const SIGNED_OUT_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 31;
