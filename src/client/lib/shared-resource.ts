import { useEffect, useSyncExternalStore } from "react";

/**
 * One value every page reads (who is signed in, the public configuration), fetched once and shared.
 *
 * Why not TanStack Query: the public pages need exactly these two values, and the query library weighs
 * ~10 KB brotli, a tenth of a public page's budget (decision 025). Pages with real server data (tracking,
 * admin…) still use TanStack Query; it is loaded with them (app/data-provider.tsx).
 */
export type ResourceStatus = "pending" | "error" | "success";

interface Snapshot<T> {
  data: T | undefined;
  status: ResourceStatus;
  error: unknown;
}

export interface SharedResource<T> {
  /** The current value, without fetching. */
  get(): Snapshot<T>;
  /** Sets the value (prerendered state, sign-out) and when it was read: 0 means stale at once. */
  set(data: T, options?: { updatedAt?: number }): void;
  /** Reads it again now, with a new request: the answer reflects everything done before the call. */
  refresh(): Promise<T>;
  /** Reads it again if a component shows it (after a 401, a confirmation, a profile change). */
  invalidate(): void;
  subscribe(listener: () => void): () => void;
  /** Fetches if never read or older than the stale time; a read already under way is enough. */
  ensureFresh(): void;
}

export function createSharedResource<T>(options: {
  fetch: () => Promise<T>;
  staleTimeMs: number;
}): SharedResource<T> {
  let snapshot: Snapshot<T> = { data: undefined, status: "pending", error: null };
  let updatedAt = -1;
  let inFlight: Promise<T> | null = null;
  // Bumped by every read and every set: only the newest may change the value. A read sent before a
  // sign-in or a sign-out answers with the old account; it must neither be shared with a caller who
  // needs the new one nor overwrite it when it arrives late (slow networks deliver out of order).
  let generation = 0;
  const listeners = new Set<() => void>();

  const publish = (next: Snapshot<T>) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const read = (): Promise<T> => {
    const mine = ++generation;
    const request: Promise<T> = options
      .fetch()
      .then((data) => {
        if (mine === generation) accept(data, Date.now());
        return data;
      })
      .catch((error: unknown) => {
        // A value already shown stays shown: a failed re-check must not sign the user out.
        if (mine === generation && snapshot.status !== "success")
          publish({ data: undefined, status: "error", error });
        throw error;
      })
      .finally(() => {
        if (inFlight === request) inFlight = null;
      });
    inFlight = request;
    return request;
  };

  const accept = (data: T, at: number) => {
    updatedAt = at;
    // The same answer again (a visitor is still a visitor) changes nothing on screen: no render.
    // This matters during hydration: an update reaching a page not yet hydrated makes React
    // throw its prerendered HTML away and render it again, which shifts the whole page (CLS).
    if (snapshot.status === "success" && JSON.stringify(snapshot.data) === JSON.stringify(data)) return;
    publish({ data, status: "success", error: null });
  };

  return {
    get: () => snapshot,
    set(data, { updatedAt: at = Date.now() } = {}) {
      generation += 1;
      inFlight = null;
      accept(data, at);
    },
    refresh: read,
    invalidate() {
      updatedAt = 0;
      if (listeners.size > 0) read().catch(() => undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensureFresh() {
      if (inFlight || (updatedAt >= 0 && Date.now() - updatedAt < options.staleTimeMs)) return;
      read().catch(() => undefined);
    },
  };
}

/**
 * Reads a shared resource in a component, fetching it when stale, and again when the tab gets the
 * focus back (a confirmation opened in another tab, a long pause on a phone).
 */
export function useSharedResource<T>(resource: SharedResource<T>) {
  const snapshot = useSyncExternalStore(resource.subscribe, resource.get, resource.get);
  useEffect(() => {
    resource.ensureFresh();
    const onFocus = () => {
      if (document.visibilityState === "visible") resource.ensureFresh();
    };
    document.addEventListener("visibilitychange", onFocus);
    return () => document.removeEventListener("visibilitychange", onFocus);
  }, [resource]);
  return snapshot;
}
