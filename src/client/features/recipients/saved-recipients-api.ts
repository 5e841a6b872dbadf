import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { savedRecipientsResponseSchema } from "#shared/recipients/recipient";

/** The signed-in client's saved recipients; a request sent refreshes them. */
export const SAVED_RECIPIENTS_KEY = ["recipients"] as const;

/**
 * The recipients the client sent parcels to, most recently used first (docs/product/recipients.md).
 * Only a convenience: the wizard works the same when they cannot be read.
 */
export function useSavedRecipients() {
  return useQuery({
    queryKey: SAVED_RECIPIENTS_KEY,
    queryFn: ({ signal }) =>
      apiFetch("/api/recipients", { schema: savedRecipientsResponseSchema, signal }).then(
        (body) => body.recipients,
      ),
    staleTime: 60_000,
  });
}
