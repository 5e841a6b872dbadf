import { useCallback, useState } from "react";
import { apiFetch } from "#client/lib/api-client";
import { ApiError } from "#client/lib/api-error";
import { createSharedResource, type SharedResource, useSharedResource } from "#client/lib/shared-resource";
import {
  looksLikeTrackingCode,
  normalizeTrackingCode,
  PARCEL_NOT_FOUND,
} from "#shared/tracking/tracking-code";
import type { PublicTracking } from "#shared/tracking/tracking-schemas";

/** One shared resource per code looked up in this tab; fresh for 30 s, as the private pages' queries. */
const byCode = new Map<string, SharedResource<PublicTracking>>();

function trackingResource(code: string): SharedResource<PublicTracking> {
  let resource = byCode.get(code);
  if (!resource) {
    resource = createSharedResource<PublicTracking>({
      // A text that cannot be a code fails as the server would, without a request.
      fetch: async () => {
        if (!looksLikeTrackingCode(code)) throw new ApiError(404, "NOT_FOUND", PARCEL_NOT_FOUND);
        return apiFetch<PublicTracking>(`/api/public/tracking/${encodeURIComponent(code)}`, {
          redirectOnUnauthorized: false,
        });
      },
      staleTimeMs: 30_000,
    });
    byCode.set(code, resource);
  }
  return resource;
}

/**
 * The public page's data (docs/product/parcels.md#public-tracking), read like the other data of a
 * prerendered public page: a shared resource (lib/shared-resource.ts), not TanStack Query, whose ~10 KB
 * would push the page over its budget (decision 033). No response schema either, so no Zod: the server
 * already serialises through the strict shared schema. The first render is always the prerendered
 * skeleton; "Réessayer" shows it again while it asks.
 */
export function usePublicTracking(code: string) {
  const resource = trackingResource(normalizeTrackingCode(code));
  const snapshot = useSharedResource(resource);
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(() => {
    setRetrying(true);
    resource
      .refresh()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  }, [resource]);
  if (retrying || snapshot.status === "pending") return { status: "pending" as const, retry };
  if (snapshot.status === "success")
    return { status: "success" as const, data: snapshot.data as PublicTracking, retry };
  return { status: "error" as const, error: snapshot.error, retry };
}
