import { useSession } from "../features/accounts/session";
import { TrackingScreen } from "../features/tracking/tracking-screen";

/** Seed §2 tracking: 'Mes Colis' for a client, 'Gestion des Colis' for the admin. Behind PrivateRoute. */
export function TrackingPage() {
  const { user } = useSession();
  if (!user) return null;
  return <TrackingScreen initialTab="active" isAdmin={user.role === "admin"} />;
}
