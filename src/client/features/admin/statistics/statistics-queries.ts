import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import type { DashboardStatisticsResponse } from "#shared/admin/admin-statistics";
import { ADMIN_STATISTICS_PATH } from "#shared/api-paths";
import { adminKeys } from "../admin-query-keys";

/** The dashboard's figures (docs/product/administration.md#dashboard), one aggregate query on the server. */
export function useStatistics() {
  return useQuery({
    queryKey: adminKeys.statistics,
    queryFn: ({ signal }) => apiFetch<DashboardStatisticsResponse>(ADMIN_STATISTICS_PATH, { signal }),
  });
}
