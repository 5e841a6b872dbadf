/**
 * The service worker, served as /sw.js at scope / (decision 078, docs/product/offline.md). Built by
 * vite-plugin-pwa (injectManifest), which writes the list of the build's files into
 * `self.__WB_MANIFEST`. It keeps:
 * - the app (scripts, styles, the shell, icons): precached at install, served from the cache;
 * - the public pages as the server prerenders them: fetched at install, then network first;
 * - a few API answers, per account (offline-data.ts): network first with a short timeout;
 * - a sign-out that could not leave, sent again when the connection returns (pending-sign-out.ts).
 * A new version waits until the person clicks « Mettre à jour » (lib/service-worker.ts): never
 * half-applied.
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from "workbox-precaching";
import { PUBLIC_PAGES } from "#shared/public-pages";
import { type ApiKind, apiKind, OfflineData, userOfSession } from "./offline-data";
import { retrySignOut, SIGN_OUT_PATH, SIGN_OUT_RETRY_MESSAGE, sendSignOut } from "./pending-sign-out";
import "./push";

/** The worker's events, typed here: the project compiles with the DOM library, not WebWorker's. */
type WaitEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchWaitEvent = WaitEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageWaitEvent = WaitEvent & { data: unknown };
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: WaitEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchWaitEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageWaitEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** Past this wait, a kept copy is shown and the network's answer, if it comes, is kept for next time. */
const API_TIMEOUT_MS = 4000;
const PAGE_TIMEOUT_MS = 4000;
/** The prerendered public pages, as last fetched. */
const PAGES_CACHE = "colibri-pages";
const SHELL = "/index.html";

const offlineData = new OfflineData(caches);

// Written out as `self.__WB_MANIFEST`: the build replaces exactly that with the list of files.
precache(
  (self as unknown as { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }).__WB_MANIFEST,
);
cleanupOutdatedCaches();

worker.addEventListener("install", (event) => {
  // Each page on its own: one that fails (a server restarting) must not stop the install.
  event.waitUntil(
    caches.open(PAGES_CACHE).then((cache) =>
      Promise.all(
        PUBLIC_PAGES.map((path) =>
          fetch(path, { credentials: "omit" })
            .then((response) => (response.ok ? cache.put(path, response) : undefined))
            .catch(() => undefined),
        ),
      ),
    ),
  );
});

worker.addEventListener("activate", (event) => {
  // The first install controls the open page at once, so it works offline after one visit. An
  // update activates only after the person's click, and the page reloads then.
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "SKIP_WAITING") void worker.skipWaiting();
  if (data?.type === SIGN_OUT_RETRY_MESSAGE) event.waitUntil(retrySignOut());
});

const timeout = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));

/**
 * Network first, the kept copy after `ms` or when the network fails, else the network's answer
 * whenever it comes. A copy of the network's answer is handed to `keep` in the background either way.
 */
async function networkFirst(
  event: FetchWaitEvent,
  ms: number,
  readCopy: () => Promise<Response | undefined>,
  keep: (response: Response) => Promise<void>,
): Promise<Response> {
  const network = fetch(event.request);
  // A copy for `keep`, taken as soon as the answer comes, before the page reads the body.
  event.waitUntil(network.then((response) => keep(response.clone())).catch(() => undefined));
  const first = await Promise.race([network.catch(() => "failed" as const), timeout(ms)]);
  if (first instanceof Response) return first;
  const copy = await readCopy();
  if (copy) return copy;
  try {
    return await network;
  } catch {
    return Response.error();
  }
}

async function keepApiAnswer(
  kind: ApiKind,
  request: Request,
  response: Response,
  userAtStart: string | null,
) {
  if (kind === "session") {
    if (!response.ok) return;
    const userId = userOfSession(await response.clone().json());
    await offlineData.sessionSeen(userId);
    if (userId !== null) await offlineData.keep(kind, request, response, userId);
    return;
  }
  // The session ended (expired, signed out elsewhere): nothing of the account stays.
  if (response.status === 401) return offlineData.forgetAccounts();
  await offlineData.keep(kind, request, response, userAtStart);
}

async function api(event: FetchWaitEvent, kind: ApiKind): Promise<Response> {
  const userAtStart = kind === "shared" ? null : await offlineData.currentUser();
  return networkFirst(
    event,
    API_TIMEOUT_MS,
    () => offlineData.read(kind, event.request),
    (response) => keepApiAnswer(kind, event.request, response, userAtStart),
  );
}

/**
 * A page: the server's, else the public page as last fetched, else the app's shell (the private pages
 * are the shell; their data comes from the API copies).
 */
function page(event: FetchWaitEvent, url: URL): Promise<Response> {
  const publicPage = url.search === "" && PUBLIC_PAGES.includes(url.pathname);
  return networkFirst(
    event,
    PAGE_TIMEOUT_MS,
    async () =>
      (publicPage ? await caches.match(url.pathname, { cacheName: PAGES_CACHE }) : undefined) ??
      (await matchPrecache(SHELL)),
    async (response) => {
      if (publicPage && response.ok) await (await caches.open(PAGES_CACHE)).put(url.pathname, response);
    },
  );
}

/** A build's file from the precache (the network only if the cache lost it). */
async function precached(request: Request, cacheKey: string): Promise<Response> {
  return (await matchPrecache(cacheKey)) ?? fetch(request);
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  // The one write the worker handles: a sign-out must reach the server, later if not now (decision 099).
  if (request.method === "POST" && url.pathname === SIGN_OUT_PATH)
    return event.respondWith(sendSignOut(request));
  if (request.method !== "GET") return;
  if (url.pathname.startsWith("/api/")) {
    // A file opened in a tab (a proof, a photo) is a navigation too: it goes to the network untouched.
    const kind = request.mode === "navigate" ? null : apiKind(url);
    if (kind) event.respondWith(api(event, kind));
    return;
  }
  if (request.mode === "navigate") return event.respondWith(page(event, url));
  // The build's files; anything else of the site goes to the network untouched, the worker itself
  // included (the browser checks /sw.js against the server on its own).
  const cacheKey = getCacheKeyForURL(url.href);
  if (cacheKey) event.respondWith(precached(request, cacheKey));
});
