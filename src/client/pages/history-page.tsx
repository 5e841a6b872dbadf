import { useSession } from "../features/accounts/session";
import { TrackingScreen } from "../features/tracking/tracking-screen";

/**
 * /history (docs/product/parcels.md#tracking-screen): the tracking screen opened on the history tab.
 * Behind PrivateRoute.
 */
export function HistoryPage() {
  const { user } = useSession();
  if (!user) return null;
  return <TrackingScreen initialTab="history" isAdmin={user.role === "admin"} />;
}
