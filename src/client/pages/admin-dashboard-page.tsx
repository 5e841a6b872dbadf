import { AdminDashboard } from "../features/admin/admin-dashboard";
import { useDocumentTitle } from "../lib/use-document-title";

/** /admin-dashboard and /admin-packages (the same admin view). Behind AdminRoute. */
export function AdminDashboardPage() {
  useDocumentTitle("Tableau de bord administrateur");
  return <AdminDashboard />;
}
