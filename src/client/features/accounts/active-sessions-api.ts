import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { activeSessionsSchema, endedSessionsSchema } from "#shared/active-sessions";

const SESSIONS_PATH = "/api/accounts/sessions";
/** Read again after anything that ends sessions elsewhere (a new password signs the others out). */
export const ACTIVE_SESSIONS_KEY = ["accounts", "sessions"] as const;

/** The account's signed-in devices (docs/product/accounts.md#sessions). */
export function useActiveSessions() {
  return useQuery({
    queryKey: ACTIVE_SESSIONS_KEY,
    queryFn: ({ signal }) => apiFetch(SESSIONS_PATH, { schema: activeSessionsSchema, signal }),
    select: (data) => data.sessions,
  });
}

/**
 * Ending one device, or all the others. Whatever the outcome, the list is read again: a device that
 * had already gone (404) disappears from it too.
 */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACTIVE_SESSIONS_KEY });
  const endOne = useMutation({
    mutationFn: (id: string) => apiFetch(`${SESSIONS_PATH}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () =>
      apiFetch(`${SESSIONS_PATH}/end-others`, { method: "POST", schema: endedSessionsSchema }),
    onSettled: refresh,
  });
  return { endOne, endOthers };
}
