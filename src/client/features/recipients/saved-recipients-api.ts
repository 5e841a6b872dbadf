import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { type SavedRecipient, savedRecipientsResponseSchema } from "#shared/recipients/recipient";

const RECIPIENTS_PATH = "/api/recipients";

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
      apiFetch(RECIPIENTS_PATH, { schema: savedRecipientsResponseSchema, signal }).then(
        (body) => body.recipients,
      ),
    staleTime: 60_000,
  });
}

/**
 * Forgetting one saved recipient (docs/product/recipients.md#saved-recipients); the parcels keep their
 * own copy. Once forgotten it leaves the list at once, and whatever the outcome the list is read again:
 * one already gone (404) disappears too.
 */
export function useForgetRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`${RECIPIENTS_PATH}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedRecipient[]>(SAVED_RECIPIENTS_KEY, (list) =>
        list?.filter((recipient) => recipient.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_RECIPIENTS_KEY }),
  });
}
