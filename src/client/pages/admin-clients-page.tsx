import { AdminClients } from "../features/admin/admin-clients";
import { useDocumentTitle } from "../lib/use-document-title";

/**
 * /admin-clients: the clients list (docs/product/administration.md#clients) rather than a third copy of
 * the dashboard. Behind AdminRoute.
 */
export function AdminClientsPage() {
  useDocumentTitle("Clients");
  return <AdminClients />;
}
