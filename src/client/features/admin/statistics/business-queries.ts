import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import type { BusinessFigures } from "#shared/admin/business-figures";
import { adminKeys } from "../admin-query-keys";

/**
 * The charts' figures (docs/product/administration.md#business-at-a-glance). Under the statistics' key:
 * whatever refreshes the summary cards (a payment, a status, a departure) refreshes the charts too.
 */
export function useBusinessFigures() {
  return useQuery({
    queryKey: [...adminKeys.statistics, "business"],
    queryFn: ({ signal }) => apiFetch<BusinessFigures>("/api/admin/statistics/business", { signal }),
  });
}
