import { useEffect, useSyncExternalStore } from "react";

/**
 * One value every page reads (who is signed in, the public configuration), fetched once and shared.
 *
 * Why not TanStack Query: the public pages need exactly these two values, and the query library
 * weighs ~10 KB brotli, a tenth of a public page's budget (B5). Pages with real server data (tracking,
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
  /** Reads it again now; concurrent callers share one request. */
  refresh(): Promise<T>;
  /** Reads it again if a component shows it (after a 401, a confirmation, a profile change). */
  invalidate(): void;
  subscribe(listener: () => void): () => void;
  /** Fetches if never read or older than the stale time. */
  ensureFresh(): void;
}

export function createSharedResource<T>(options: {
  fetch: (signal: AbortSignal) => Promise<T>;
  staleTimeMs: number;
}): SharedResource<T> {
  let snapshot: Snapshot<T> = { data: undefined, status: "pending", error: null };
  let updatedAt = -1;
  let inFlight: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: Snapshot<T>) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const resource: SharedResource<T> = {
    get: () => snapshot,
    set(data, { updatedAt: at = Date.now() } = {}) {
      updatedAt = at;
      // The same answer again (a visitor is still a visitor) changes nothing on screen: no render.
      // This matters during hydration: an update reaching a page not yet hydrated makes React
      // throw its prerendered HTML away and render it again, which shifts the whole page (CLS).
      if (snapshot.status === "success" && JSON.stringify(snapshot.data) === JSON.stringify(data)) return;
      publish({ data, status: "success", error: null });
    },
    refresh() {
      if (inFlight) return inFlight;
      const controller = new AbortController();
      inFlight = options
        .fetch(controller.signal)
        .then((data) => {
          resource.set(data);
          return data;
        })
        .catch((error: unknown) => {
          // A value already shown stays shown: a failed re-check must not sign the user out.
          if (snapshot.status !== "success") publish({ data: undefined, status: "error", error });
          throw error;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    invalidate() {
      updatedAt = 0;
      if (listeners.size > 0) resource.refresh().catch(() => undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensureFresh() {
      if (updatedAt >= 0 && Date.now() - updatedAt < options.staleTimeMs) return;
      resource.refresh().catch(() => undefined);
    },
  };
  return resource;
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
