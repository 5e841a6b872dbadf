import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { sessionResource } from "../features/accounts/session";
import { forgetAnnouncedReads } from "../lib/preloaded-responses";
import { createQueryClient } from "../lib/query-client";

/**
 * TanStack Query for the pages with server data (account, request, tracking, admin…). A chunk of its
 * own, loaded with those pages only: the public pages never pay for it (decision 025).
 */
const queryClient = createQueryClient();

// Another account (or none) must never see the previous one's data on a shared phone or computer.
let signedInUserId = sessionResource.get().data?.id;
sessionResource.subscribe(() => {
  const userId = sessionResource.get().data?.id;
  if (userId === signedInUserId) return;
  // The first answer (nobody known yet) keeps the reads the page's HTML started for this session.
  if (signedInUserId !== undefined) forgetAnnouncedReads();
  signedInUserId = userId;
  queryClient.clear();
});

export function DataProvider() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
