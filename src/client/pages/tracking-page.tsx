import { ComingSoon } from "../ui/coming-soon";

export function TrackingPage() {
  return <ComingSoon title="Mes Colis" />;
}
