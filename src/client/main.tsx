import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/app-routes";
import { type PrerenderState, STATE_ELEMENT_ID, seedQueryClient } from "./app/prerender-state";
import { AppProviders } from "./app/providers";
import { createQueryClient } from "./lib/query-client";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A prerendered public page (readable before any JavaScript, B5) is hydrated from the state it was
// rendered with; every other path gets the empty shell and renders from scratch.
const stateElement = document.getElementById(STATE_ELEMENT_ID);
if (stateElement?.textContent) {
  seedQueryClient(queryClient, JSON.parse(stateElement.textContent) as PrerenderState, {
    staleSession: true,
  });
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
