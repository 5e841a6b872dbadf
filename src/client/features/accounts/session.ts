import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type { SessionUser } from "../../../shared/accounts";
import { apiFetch, setUnauthorizedHandler } from "../../lib/api-client";

export const SESSION_QUERY_KEY = ["session"] as const;

async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  // A visitor gets `{ user: null }`, never a 401: nothing to redirect, nothing in the console.
  const { user } = await apiFetch<{ user: SessionUser | null }>("/api/accounts/me", {
    signal,
    redirectOnUnauthorized: false,
  });
  return user;
}

/**
 * Who is signed in: `user` is undefined while loading, null for a visitor. Kept fresh for a
 * minute, and checked again when the tab gets focus (a confirmation opened in another tab).
 */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    staleTime: 60_000,
  });
  return { user: query.data, status: query.status, error: query.error, refetch: query.refetch };
}

/** Asks the server again (after sign-in, a confirmation, a profile change) and returns the user. */
export function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.fetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    staleTime: 0,
  });
}

export function useRefreshSession(): () => Promise<SessionUser | null> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshSession(queryClient), [queryClient]);
}

/**
 * A 401 from any API call means the session ended (expired, signed out elsewhere). Asking the
 * server who is signed in is enough: the private page then shows the login screen in place, and
 * the user stays on the page they were on (seed §2), instead of being sent to /login.
 */
export function useRefreshSessionOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }));
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient]);
}
