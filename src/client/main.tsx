import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/app-routes";
import { type PrerenderState, seedSharedState } from "./app/prerender-state";
import { STATE_ELEMENT_ID } from "./app/prerender-state-id";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered public page (readable before any JavaScript, decision 025) is hydrated from the state it was
// rendered with; every other path gets the empty shell and renders from scratch.
const stateElement = document.getElementById(STATE_ELEMENT_ID);
if (stateElement?.textContent && root.dataset.render === "signed-in") {
  // Handed over by a public page's islands to a signed-in user (public/public-main.tsx), which already
  // seeded the configuration and read the session.
  createRoot(root).render(app);
} else if (stateElement?.textContent) {
  seedSharedState(JSON.parse(stateElement.textContent) as PrerenderState, { staleSession: true });
  // The page is already on screen (boot.ts waited for its first paint). Hydrating in a transition
  // lets React split the work into short tasks: a slow phone stays responsive meanwhile (decision 029).
  startTransition(() => void hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
