import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { type PrerenderState, seedSharedState } from "#client/app/prerender-state";
import { STATE_ELEMENT_ID } from "#client/app/prerender-state-id";
import { sessionResource } from "#client/features/accounts/session";
import type { IslandName } from "./island";
import { ISLANDS } from "./islands";

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

/** Called by boot.ts. No work at import: this module shares a chunk with what the whole app uses too. */
export function startPublicPage(): void {
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  const root = document.getElementById("root");
  if (!root || !stateElement?.textContent) return;

  seedSharedState(JSON.parse(stateElement.textContent) as PrerenderState, { staleSession: true });
  const serverHtml = root.innerHTML;
  const islandRoots: Root[] = [];
  let wholeApp = false;

  /** Hydrates every island of the page; resolves once each is React's. */
  const hydrateIslands = () =>
    Promise.all(
      [...root.querySelectorAll<HTMLElement>("[data-island]")].map(async (element) => {
        const render = ISLANDS[element.dataset.island as IslandName];
        if (!render) return;
        const island = await render();
        if (wholeApp) return;
        await new Promise<void>((committed) =>
          // In a transition, as the whole page was: React splits the work into short tasks (decision 029).
          startTransition(() => {
            islandRoots.push(hydrateRoot(element, <OnCommit onCommit={committed}>{island}</OnCommit>));
          }),
        );
      }),
    );

  const startWholeApp = () => {
    if (wholeApp) return;
    wholeApp = true;
    for (const islandRoot of islandRoots) islandRoot.unmount();
    root.innerHTML = serverHtml;
    // Rendered, not hydrated: the session is known by now, and the page was written for a visitor; a
    // hydration would find other menus than the server's and report a mismatch.
    root.dataset.render = "signed-in";
    void import("../main");
  };

  // Signed in now, or later (a sign-in in another tab, seen when this one is shown again).
  sessionResource.subscribe(() => {
    if (sessionResource.get().data) startWholeApp();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !wholeApp) sessionResource.ensureFresh();
  });

  const visitor = sessionResource.refresh().then(
    (user) => user === null,
    () => true,
  );
  // The islands hydrate once the session is known: a session answer arriving while they hydrate is an
  // update to a root not yet hydrated, which React reports as an error (#424) before rendering afresh.
  void visitor.then(async (isVisitor) => {
    if (!isVisitor) return startWholeApp();
    await hydrateIslands();
    // The browser journeys wait for this mark (e2e/public-helpers.ts); the whole app sets its own.
    if (!wholeApp) document.documentElement.dataset.hydrated = "true";
  });
}
