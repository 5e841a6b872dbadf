import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";

/**
 * Defaults tuned for a cheap phone on a slow network (decision 025): data stays fresh for 30 s so moving
 * between pages does not refetch everything, and a failed query is retried once, except for 4xx
 * answers, which would fail the same way again. Mutations are never retried: a retried POST could
 * create a parcel twice. Without a connection a query still asks once (`offlineFirst`): the service
 * worker may answer with its copy (decision 078); TanStack's default would wait for the connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: "offlineFirst",
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.isClientError) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
