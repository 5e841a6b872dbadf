import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../shared/public-config";
import { apiFetch } from "./api-client";

export const PUBLIC_CONFIG_QUERY_KEY = ["public-config"] as const;

/** The tariff and business details (GET /api/config). The server caches them 5 minutes; so do we. */
export function usePublicConfig() {
  return useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<PublicConfig>("/api/config", { signal }),
    staleTime: 5 * 60_000,
  });
}
