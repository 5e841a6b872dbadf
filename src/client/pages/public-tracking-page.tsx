import { useParams } from "react-router";
import { PublicTrackingView } from "../features/tracking/public-tracking-view";
import { useDocumentTitle } from "../lib/use-document-title";

/**
 * The page a recipient opens from a shared tracking link (docs/product/parcels.md#public-tracking).
 * Public: no account code here.
 */
export function PublicTrackingPage() {
  useDocumentTitle("Suivi de colis");
  const { code = "" } = useParams();
  // Keyed by code: another code typed in the form starts from its own loading state.
  return <PublicTrackingView key={code} code={code} />;
}
