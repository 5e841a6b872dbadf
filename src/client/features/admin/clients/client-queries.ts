import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import type { ClientPage, ClientSearchQuery } from "#shared/admin/admin-clients";
import { adminKeys } from "../admin-query-keys";
import { searchQuery } from "../common/search-query";

/** The clients page's list (docs/product/administration.md#clients), searched and paged by the server. */
export function useClients(query: ClientSearchQuery) {
  return useQuery({
    queryKey: adminKeys.clients.list(query),
    queryFn: ({ signal }) => apiFetch<ClientPage>(`/api/admin/clients?${searchQuery(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
