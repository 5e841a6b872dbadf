import type { PublicConfig } from "#shared/public-config";
import { sessionResource } from "../features/accounts/session";
import { publicConfigResource } from "../lib/use-public-config";

/**
 * What a prerendered page was rendered with (in the block with id STATE_ELEMENT_ID). The browser
 * starts from the same state so that hydration matches, and saves the /api/config request on a slow
 * network.
 */

export interface PrerenderState {
  config: PublicConfig;
}

/**
 * Public pages are prerendered for a visitor. The browser starts as that visitor too, with the session
 * marked stale, so it asks the server at once and switches to the signed-in menus if need be.
 */
export function seedSharedState(state: PrerenderState, options: { staleSession: boolean }) {
  publicConfigResource.set(state.config);
  sessionResource.set(null, options.staleSession ? { updatedAt: 0 } : undefined);
}

/** `<` escaped so that no text in the state can close the element early. */
export function serializeState(state: PrerenderState): string {
  return JSON.stringify(state).replaceAll("<", "\\u003c");
}
