import { createContext, useCallback, useContext, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { markSignedOut } from "#client/lib/signed-out-marker";
import { sessionResource } from "./session";

/** The page fades out for 300 ms before returning home (docs/product/accounts.md#sign-out). */
export const SIGN_OUT_FADE_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Logout (docs/product/accounts.md#sign-out): the call is attempted and its errors ignored, the page
 * fades out, then home. The layout owns this state (it fades the whole page); the header and the waiting
 * page call it. The account's cached data goes with the session (app/data-provider.tsx).
 */
export function useSignOutWithFade() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const inProgress = useRef(false);

  const signOut = useCallback(async () => {
    if (inProgress.current) return;
    inProgress.current = true;
    setSigningOut(true);
    // First, and whatever the call's fate: the device is signed out even if the server cannot be told
    // now; the worker sends the call again when the connection returns (decision 099).
    markSignedOut();
    // Waiting for the call too: going home before the cookie is cleared would show a visitor's page
    // that turns back into the account on the next refresh.
    await Promise.all([
      // Loaded on click: public pages do not carry the account calls. Errors are ignored.
      import("./auth-api").then((api) => api.signOut()).catch(() => undefined),
      // The offline copies and waiting uploads of the account stay on no device (decision 078).
      import("#client/lib/offline-account").then((offline) => offline.forgetOfflineAccount()),
      wait(SIGN_OUT_FADE_MS),
    ]);
    // The session first: home must not see an admin still signed in and move to the dashboard.
    sessionResource.set(null);
    await navigate("/");
    setSigningOut(false);
    inProgress.current = false;
  }, [navigate]);

  return { signOut, signingOut };
}

const SignOutContext = createContext<(() => Promise<void>) | null>(null);

export const SignOutProvider = SignOutContext.Provider;

export function useSignOut(): () => Promise<void> {
  const signOut = useContext(SignOutContext);
  if (!signOut) throw new Error("useSignOut needs the app layout's SignOutProvider");
  return signOut;
}
