/**
 * What the service worker keeps of the API for a bad connection, and for whom (decision 078,
 * docs/product/offline.md). Pure enough to test on Node: it is given a CacheStorage.
 *
 * - Personal answers (who is signed in, Mes Colis, Ma boîte, a parcel's detail) go to one cache per account,
 *   `colibri-api-<user id>`. A small marker remembers whose account the worker last saw in a
 *   `/api/accounts/me` answer; when it changes (sign-out, another account) every other account's cache
 *   is deleted before anything is kept for the new one, and offline only the marker's account is read.
 * - Answers that are the same for everyone (the site's settings, the dates offered) share one cache.
 * - Nothing else of the API is ever kept: payment pages, files, admin views, every write.
 */

import { OFFLINE_COPY_HEADER } from "./offline-copy-header";

export const PERSONAL_CACHE_PREFIX = "colibri-api-";
export const SHARED_DATA_CACHE = "colibri-shared-data";
const META_CACHE = "colibri-meta";
const CURRENT_USER_KEY = "/__colibri/compte-en-cours";

/** On a kept copy: when it was fetched from the server. */
const FETCHED_AT_HEADER = "x-colibri-fetched-at";

/** How many lists (tab × search × page) and parcel details one account keeps: the last ones read. */
export const MAX_LISTS = 12;
export const MAX_DETAILS = 20;
/** An older copy is not shown any more, even offline: it would say too little about today. */
export const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export type ApiKind = "session" | "list" | "detail" | "shared";

const PARCEL_DETAIL = /^\/api\/parcels\/[^/]+$/;
/** Not a parcel: the create routes' neighbours that a detail pattern would otherwise match. */
const NOT_A_PARCEL = new Set(["/api/parcels/notification-requests"]);

/** Which GET of the API the worker keeps a copy of, or null for every other request. */
export function apiKind(url: URL): ApiKind | null {
  const path = url.pathname;
  if (path === "/api/accounts/me") return "session";
  // Ma boîte's list is one more list of the account (docs/product/offline.md#what-works-offline).
  if (path === "/api/parcels" || path === "/api/shop-orders") return "list";
  if (PARCEL_DETAIL.test(path) && !NOT_A_PARCEL.has(path)) return "detail";
  if (path === "/api/config" || path === "/api/available-dates") return "shared";
  return null;
}

export const personalCacheName = (userId: string) => `${PERSONAL_CACHE_PREFIX}${userId}`;

/** The account an `/api/accounts/me` answer names, null for a visitor. */
export function userOfSession(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const user = (body as { user?: unknown }).user;
  if (typeof user !== "object" || user === null) return null;
  const id = (user as { id?: unknown }).id;
  return typeof id === "string" && id !== "" ? id : null;
}

async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export class OfflineData {
  /**
   * Changes run one after another: an answer kept while a change of account clears the caches could
   * otherwise land in the account just deleted.
   */
  private changes: Promise<unknown> = Promise.resolve();

  private inTurn<T>(change: () => Promise<T>): Promise<T> {
    const result = this.changes.then(change);
    this.changes = result.catch(() => undefined);
    return result;
  }

  constructor(
    private readonly caches: CacheStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The account whose copies may be shown, as the last session answer said: read after the changes
   * already under way, so a request that follows a session answer sees the account it named.
   */
  currentUser(): Promise<string | null> {
    return this.inTurn(() => this.marker());
  }

  private async marker(): Promise<string | null> {
    const meta = await this.caches.open(META_CACHE);
    const marker = await meta.match(CURRENT_USER_KEY);
    const userId = marker ? await marker.text() : "";
    return userId || null;
  }

  /**
   * A session answer came from the server: if it names another account than before (or none), every
   * other account's copies go first, then the marker changes.
   */
  sessionSeen(userId: string | null): Promise<void> {
    return this.inTurn(() => this.changeAccount(userId));
  }

  private async changeAccount(userId: string | null): Promise<void> {
    for (const name of await this.caches.keys()) {
      if (name.startsWith(PERSONAL_CACHE_PREFIX) && (userId === null || name !== personalCacheName(userId))) {
        await this.caches.delete(name);
      }
    }
    const meta = await this.caches.open(META_CACHE);
    if (userId === null) await meta.delete(CURRENT_USER_KEY);
    else await meta.put(CURRENT_USER_KEY, new Response(userId));
  }

  /** Every account's copies and the marker: at sign-out, or when a personal answer says 401. */
  async forgetAccounts(): Promise<void> {
    await this.sessionSeen(null);
  }

  /**
   * Keeps a successful answer. A personal one only for the account the marker names, and only if
   * `userId` (the account current when the request left) is still that one: an answer that crossed a
   * change of account is not kept.
   */
  keep(kind: ApiKind, request: Request, response: Response, userId: string | null): Promise<void> {
    if (!response.ok) return Promise.resolve();
    // Copied at once: the page reads the original meanwhile.
    const original = response.clone();
    return this.inTurn(() => this.keepInTurn(kind, request, original, userId));
  }

  private async keepInTurn(kind: ApiKind, request: Request, response: Response, userId: string | null) {
    const copy = await withHeader(response, FETCHED_AT_HEADER, new Date(this.now()).toISOString());
    if (kind === "shared") {
      await (await this.caches.open(SHARED_DATA_CACHE)).put(request.url, copy);
      return;
    }
    if (userId === null || (await this.marker()) !== userId) return;
    const cache = await this.caches.open(personalCacheName(userId));
    // Delete then put: the newest copy is last in the cache's order, which trimming relies on.
    await cache.delete(request.url);
    await cache.put(request.url, copy);
    if (kind !== "session") await this.trim(cache, kind);
  }

  /** Drops the oldest copies of a kind beyond its limit (the cache lists them oldest first). */
  private async trim(cache: Cache, kind: "list" | "detail"): Promise<void> {
    const limit = kind === "list" ? MAX_LISTS : MAX_DETAILS;
    const ofKind = (await cache.keys()).filter((key) => apiKind(new URL(key.url)) === kind);
    for (const key of ofKind.slice(0, Math.max(0, ofKind.length - limit))) await cache.delete(key);
  }

  /**
   * The copy to show when the server cannot be reached: the current account's (or the shared one),
   * marked with when it was fetched, or undefined.
   */
  async read(kind: ApiKind, request: Request): Promise<Response | undefined> {
    let cacheName = SHARED_DATA_CACHE;
    if (kind !== "shared") {
      const userId = await this.currentUser();
      if (userId === null) return undefined;
      cacheName = personalCacheName(userId);
    }
    if (!(await this.caches.has(cacheName))) return undefined;
    const cache = await this.caches.open(cacheName);
    const copy = await cache.match(request.url);
    if (!copy) return undefined;
    const fetchedAt = copy.headers.get(FETCHED_AT_HEADER) ?? "";
    const time = Date.parse(fetchedAt);
    if (Number.isNaN(time) || this.now() - time > MAX_AGE_MS) {
      await cache.delete(request.url);
      return undefined;
    }
    return withHeader(copy, OFFLINE_COPY_HEADER, fetchedAt);
  }
}
