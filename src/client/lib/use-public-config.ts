import { useQuery } from "@tanstack/react-query";
import { publicConfigSchema } from "../../shared/public-config";
import { apiFetch } from "./api-client";

/** The tariff and business details (GET /api/config). The server caches them 5 minutes; so do we. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => apiFetch("/api/config", { schema: publicConfigSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
