import { AdminReception } from "../features/admin/reception/admin-reception";
import { useDocumentTitle } from "../lib/use-document-title";

/** /admin-reception: the reception of shop orders (docs/product/reception.md). Behind AdminRoute. */
export function AdminReceptionPage() {
  useDocumentTitle("Réception");
  return <AdminReception />;
}
