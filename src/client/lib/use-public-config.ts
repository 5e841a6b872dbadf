import { PUBLIC_CONFIG_PATH } from "#shared/api-paths";
import type { PublicConfig } from "#shared/public-config";
import { apiFetch } from "./api-client";
import { createSharedResource, useSharedResource } from "./shared-resource";

/** The tariff and business details (GET /api/config). The server caches them 5 minutes; so do we. */
export const publicConfigResource = createSharedResource<PublicConfig>({
  fetch: () => apiFetch<PublicConfig>(PUBLIC_CONFIG_PATH),
  staleTimeMs: 5 * 60_000,
});

/** `data` is undefined until the configuration has arrived (prerendered pages start with it). */
export function usePublicConfig() {
  return useSharedResource(publicConfigResource);
}
