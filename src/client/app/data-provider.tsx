import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { sessionResource } from "../features/accounts/session";
import { forgetOfflineAccount } from "../lib/offline-account";
import { pendingUploads } from "../lib/pending-uploads-instance";
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
  const previous = signedInUserId;
  signedInUserId = userId;
  queryClient.clear();
  // Signed out (the session says null) or another account: the offline copies and waiting uploads go
  // too (decision 078). A session unknown for now (a failed read offline) changes nothing of them.
  const signedOut = sessionResource.get().data === null;
  if (previous !== undefined && (signedOut || userId !== undefined)) void forgetOfflineAccount();
  else void pendingUploads.replay(userId);
});

// Uploads made offline leave when the connection returns, or at the next start (decision 078); the
// pages then show what the server has.
window.addEventListener("online", () => void pendingUploads.replay(sessionResource.get().data?.id));
pendingUploads.onOutcomes(() => void queryClient.invalidateQueries());
void pendingUploads.load().then(() => pendingUploads.replay(signedInUserId));

export function DataProvider() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
