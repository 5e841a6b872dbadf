import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "#client/lib/api-client";
import { ApiError } from "#client/lib/api-error";
import {
  looksLikeTrackingCode,
  normalizeTrackingCode,
  PARCEL_NOT_FOUND,
} from "#shared/tracking/tracking-code";
import type { PublicTracking } from "#shared/tracking/tracking-schemas";

type PublicTrackingState =
  | { status: "pending"; data?: undefined; error?: undefined }
  | { status: "success"; data: PublicTracking; error?: undefined }
  | { status: "error"; data?: undefined; error: unknown };

/**
 * The public page's data (docs/product/parcels.md#public-tracking). A plain request rather than TanStack
 * Query, and no response schema: either would pull ~10 KB (the query library) or Zod into a page meant
 * for a cheap phone (decision 025); the server already serialises through the strict shared schema. A
 * text that cannot be a code fails as the server would, without a request; the first render is always the
 * prerendered skeleton.
 */
export function usePublicTracking(code: string) {
  const normalized = normalizeTrackingCode(code);
  const [state, setState] = useState<PublicTrackingState>({ status: "pending" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` is read so that "Réessayer" runs this again for the same code.
    void attempt;
    setState({ status: "pending" });
    if (!looksLikeTrackingCode(normalized)) {
      setState({ status: "error", error: new ApiError(404, "NOT_FOUND", PARCEL_NOT_FOUND) });
      return;
    }
    const controller = new AbortController();
    apiFetch<PublicTracking>(`/api/public/tracking/${encodeURIComponent(normalized)}`, {
      signal: controller.signal,
      redirectOnUnauthorized: false,
    }).then(
      (data) => setState({ status: "success", data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [normalized, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
