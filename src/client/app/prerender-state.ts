import type { QueryClient } from "@tanstack/react-query";
import type { PublicConfig } from "../../shared/public-config";
import { SESSION_QUERY_KEY } from "../features/accounts/session";
import { PUBLIC_CONFIG_QUERY_KEY } from "../lib/use-public-config";

/**
 * What a prerendered page was rendered with, written into its HTML as a JSON data block (not a
 * script: the CSP forbids inline scripts). The browser starts from the same state so that hydration
 * matches, and saves the /api/config request on a slow network.
 */
export const STATE_ELEMENT_ID = "colibri-state";

export interface PrerenderState {
  config: PublicConfig;
}

/**
 * Public pages are prerendered for a visitor. The browser starts as that visitor too, with the session
 * marked stale, so it asks the server at once and switches to the signed-in menus if need be.
 */
export function seedQueryClient(
  client: QueryClient,
  state: PrerenderState,
  options: { staleSession: boolean },
) {
  client.setQueryData(PUBLIC_CONFIG_QUERY_KEY, state.config);
  client.setQueryData(SESSION_QUERY_KEY, null, options.staleSession ? { updatedAt: 0 } : undefined);
}

/** `<` escaped so that no text in the state can close the element early. */
export function serializeState(state: PrerenderState): string {
  return JSON.stringify(state).replaceAll("<", "\\u003c");
}
