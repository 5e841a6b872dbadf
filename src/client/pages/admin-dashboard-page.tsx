import { ComingSoon } from "../ui/coming-soon";

export function AdminDashboardPage() {
  return <ComingSoon title="Tableau de bord administrateur" />;
}
