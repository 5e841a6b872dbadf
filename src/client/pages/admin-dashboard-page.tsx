import { AdminDashboard } from "../features/admin/admin-dashboard";
import { useDocumentTitle } from "../lib/use-document-title";

/** /admin-dashboard and /admin-packages (seed §2: the same admin view). Behind AdminRoute. */
export function AdminDashboardPage() {
  useDocumentTitle("Tableau de bord administrateur");
  return <AdminDashboard />;
}
