import { apiFetch, setSecondFactorRequiredHandler, setUnauthorizedHandler } from "#client/lib/api-client";
import { createSharedResource, useSharedResource } from "#client/lib/shared-resource";
import { isMarkedSignedOut } from "#client/lib/signed-out-marker";
import type { SessionUser } from "#shared/accounts";
import { SESSION_PATH } from "#shared/api-paths";

/**
 * Who is signed in, shared by the whole app: null for a visitor. Kept fresh for a minute, and
 * checked again when the tab gets the focus back (a confirmation opened in another tab).
 */
export const sessionResource = createSharedResource<SessionUser | null>({
  // A visitor gets `{ user: null }`, never a 401: nothing to redirect, nothing in the console.
  fetch: async () => {
    // Signed out on this device while the server could not be told (decision 099): a visitor, whatever
    // comes back, and even when nothing does (offline). Online, this very read ends the old session.
    const signedOutHere = isMarkedSignedOut();
    try {
      const { user } = await apiFetch<{ user: SessionUser | null }>(SESSION_PATH, {
        redirectOnUnauthorized: false,
      });
      return signedOutHere ? null : user;
    } catch (error) {
      if (signedOutHere) return null;
      throw error;
    }
  },
  staleTimeMs: 60_000,
});

/**
 * `user` is undefined while loading or after a failed first read, null for a visitor. `refetch`
 * ("Réessayer") never rejects: a failure shows through `status` and `error`.
 */
export function useSession() {
  const { data, status, error } = useSharedResource(sessionResource);
  return { user: data, status, error, refetch: invalidateSession };
}

/** Asks the server again (after sign-in, a confirmation, a profile change) and returns the user. */
export function refreshSession(): Promise<SessionUser | null> {
  return sessionResource.refresh();
}

/** Reads the session again in the background, if anything shows it (after a change elsewhere). */
export function invalidateSession(): void {
  sessionResource.invalidate();
}

/**
 * A 401 from any API call means the session ended (expired, signed out elsewhere). Asking the
 * server who is signed in is enough: the private page then shows the login screen in place, and
 * the user stays on the page they were on (decision 008), instead of being sent to /login.
 */
setUnauthorizedHandler(invalidateSession);

/**
 * A 403 TWO_FACTOR_REQUIRED means this administrator's session lacks the second factor, though the
 * session read earlier may have said otherwise (a page left open): reading it again lets the route
 * guards send the page to /validation-deux-etapes (docs/product/accounts.md#second-factor).
 */
setSecondFactorRequiredHandler(invalidateSession);
