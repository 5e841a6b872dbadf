import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { type PrerenderState, seedSharedState } from "#client/app/prerender-state";
import { STATE_ELEMENT_ID } from "#client/app/prerender-state-id";
import { sessionResource } from "#client/features/accounts/session";
import { withinTimeLimit } from "#client/lib/within-time-limit";
import type { IslandName } from "./island";
import { ISLANDS } from "./islands";

/**
 * How long the islands wait for the session read before hydrating for a visitor. On a slow phone the
 * read answers within a second or two; a server that takes longer must not leave the menu, the
 * calculator and the copy button dead meanwhile (decision 087). A later answer still counts.
 */
export const SESSION_TIME_LIMIT_MS = 3000;

/**
 * A prerendered public page, for a visitor: only its islands (menu, calculator, copy button, support
 * hours, public tracking) are hydrated, each as a root of its own, without the router or the rest of
 * the app (decision 076). The rest of the page is the server's HTML, its links plain links.
 *
 * A signed-in user gets the whole app instead: the page as the server wrote it is put back, shown
 * until main.tsx renders the app over it with the session (the menus switch, an admin goes to the
 * dashboard).
 */
function OnCommit({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  // Once: the mark is for the first commit of the island.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onCommit is a one-time signal.
  useEffect(onCommit, []);
  return children;
}

/**
 * Called by boot.ts; resolves once the page is interactive (its islands committed, or the whole app's
 * code run), which is when boot.ts resolves `appReady`. No work at import: this module shares a chunk
 * with what the whole app uses too.
 */
export function startPublicPage(): Promise<void> {
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  const root = document.getElementById("root");
  if (!root || !stateElement?.textContent) return Promise.resolve();

  seedSharedState(JSON.parse(stateElement.textContent) as PrerenderState, { staleSession: true });
  const islandRoots: Root[] = [];
  /**
   * Each island's server HTML, put back when the whole app takes over: unmounting empties the island,
   * and the app's code takes a while to arrive. Per island, not the whole page's: serialising the page
   * was a long task of its own on a slow phone, and nothing outside the islands changes.
   */
  const serverHtml = new Map<HTMLElement, string>();
  /** Hydrations under way: an island root is unmounted only once it is React's. */
  const hydrations: Promise<void>[] = [];
  let wholeApp: Promise<unknown> | null = null;

  const startWholeApp = () => {
    if (wholeApp) return;
    wholeApp = (async () => {
      // Unmounting a root that has not finished hydrating is an update React reports as an error (#424):
      // the islands being hydrated finish first, then the whole app replaces them.
      await Promise.all(hydrations);
      for (const islandRoot of islandRoots) islandRoot.unmount();
      for (const [element, html] of serverHtml) element.innerHTML = html;
      // Rendered, not hydrated: the session is known by now, and the page was written for a visitor; a
      // hydration would find other menus than the server's and report a mismatch.
      root.dataset.render = "signed-in";
      await import("../main");
    })();
  };

  // Signed in now, or later (a late answer, a sign-in in another tab seen when this one is shown again).
  sessionResource.subscribe(() => {
    if (sessionResource.get().data) startWholeApp();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !wholeApp) sessionResource.ensureFresh();
  });

  // A signed-in answer starts the whole app through the subscription above, before this resolves.
  const read = sessionResource.refresh().then(
    (user) => user === null,
    () => true,
  );
  const visitor = withinTimeLimit(read, SESSION_TIME_LIMIT_MS, true);

  /**
   * The island's code is asked for at once, beside the session read; it hydrates once both are there.
   * Not before the session is known: a session answer reaching a root mid-hydration is the same #424.
   */
  const hydrateIsland = async (element: HTMLElement) => {
    const render = ISLANDS[element.dataset.island as IslandName];
    if (!render) return;
    const [island, isVisitor] = await Promise.all([render(), visitor]);
    if (!isVisitor || wholeApp) return;
    serverHtml.set(element, element.innerHTML);
    const committed = new Promise<void>((done) =>
      // In a transition, as the whole page was: React splits the work into short tasks (decision 029).
      startTransition(() => {
        islandRoots.push(hydrateRoot(element, <OnCommit onCommit={done}>{island}</OnCommit>));
      }),
    );
    hydrations.push(committed);
    await committed;
  };

  const islands = [...root.querySelectorAll<HTMLElement>("[data-island]")].map(hydrateIsland);
  return Promise.allSettled(islands).then(async (results) => {
    // An island whose code did not arrive stays the server's HTML; the others work all the same.
    for (const result of results) if (result.status === "rejected") console.error(result.reason);
    // The browser journeys wait for this mark (e2e/public-helpers.ts); the whole app sets its own.
    if (!wholeApp) document.documentElement.dataset.hydrated = "true";
    await wholeApp;
  });
}
