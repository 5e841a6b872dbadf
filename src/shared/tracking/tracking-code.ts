/**
 * The public tracking code (docs/product/parcels.md#public-tracking): 12 Crockford base32 characters, see
 * server ids.ts. People type it on a phone or read it aloud: case, spaces and dashes are ignored, and the
 * letters Crockford treats as look-alikes (O for 0, I and L for 1) are read as the digit. No Zod: the
 * public page uses this.
 */
export const TRACKING_CODE_LENGTH = 12;

/** The answer to an unknown code, and to another client's parcel (404). */
export const PARCEL_NOT_FOUND = "Colis introuvable";

export function normalizeTrackingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** True when the text can be a tracking code at all; anything else is "introuvable" without asking. */
export function looksLikeTrackingCode(code: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]{12}$/.test(code);
}

/**
 * Where the tracking-code forms send a plain GET (`?code=…`) when JavaScript has not run yet (or at
 * all, on home): the server answers with a redirect to the public page of the normalised code.
 */
export const TRACK_CODE_FORM_PATH = "/suivre";
export const TRACK_CODE_FIELD = "code";

/** The path of the public tracking page, also used by the status e-mails. */
export function publicTrackingPath(code: string): string {
  return `/suivi/${encodeURIComponent(code)}`;
}
