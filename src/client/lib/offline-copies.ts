import { useSyncExternalStore } from "react";
import { OFFLINE_COPY_HEADER } from "#client/service-worker/offline-copy-header";
import { setAnswerObserver } from "./api-client";

/**
 * Which API answers the page shows came from the service worker's copies rather than the server, and
 * when those copies were fetched (decision 078). Loaded with the pages that may show a copy (Mes Colis,
 * a parcel's detail), it then sees every answer of apiFetch; those pages read it to say « Hors ligne —
 * dernière mise à jour à … ». The answers before it loads are the app shell's (session, settings).
 */
const copies = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

export function noteAnswer(path: string, response: Response): void {
  const fetchedAt = response.headers.get(OFFLINE_COPY_HEADER);
  const changed = fetchedAt ? copies.get(path) !== fetchedAt : copies.has(path);
  if (!changed) return;
  if (fetchedAt) copies.set(path, fetchedAt);
  else copies.delete(path);
  version += 1;
  for (const listener of listeners) listener();
}

/** The oldest fetch time among the copies shown whose path matches, or null if all are fresh. */
export function offlineCopySince(matches: (path: string) => boolean): string | null {
  let oldest: string | null = null;
  for (const [path, fetchedAt] of copies) {
    if (matches(path) && (oldest === null || fetchedAt < oldest)) oldest = fetchedAt;
  }
  return oldest;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useOfflineCopySince(matches: (path: string) => boolean): string | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return offlineCopySince(matches);
}

setAnswerObserver(noteAnswer);
