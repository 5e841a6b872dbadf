import { SIGNED_OUT_COOKIE, SIGNED_OUT_COOKIE_MAX_AGE_S } from "#shared/signed-out-cookie";

/**
 * This device is signed out, whether or not the server has heard it yet
 * (docs/product/offline.md#sign-out-offline, decision 099). The session cookie is httpOnly: the page
 * cannot delete it, so it sets this one beside it, before the sign-out call. Every request carries it,
 * and the server ends the session of any request that does, then expires both; until then the app reads
 * the device as a visitor's (features/accounts/session.ts).
 */
export function markSignedOut(): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${SIGNED_OUT_COOKIE}=1; path=/; max-age=${SIGNED_OUT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Whether a sign-out made on this device has not reached the server yet. */
export function isMarkedSignedOut(): boolean {
  return (
    typeof document !== "undefined" &&
    document.cookie.split(";").some((part) => part.trim() === `${SIGNED_OUT_COOKIE}=1`)
  );
}
