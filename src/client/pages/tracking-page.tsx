import { useSession } from "../features/accounts/session";
import { TrackingScreen } from "../features/tracking/tracking-screen";

/**
 * /tracking (docs/product/parcels.md#tracking-screen): 'Mes Colis' for a client, 'Gestion des Colis' for
 * the admin. Behind PrivateRoute.
 */
export function TrackingPage() {
  const { user } = useSession();
  if (!user) return null;
  return <TrackingScreen initialTab="active" isAdmin={user.role === "admin"} />;
}
