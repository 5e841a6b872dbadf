import { useParams } from "react-router";
import { useSession } from "../features/accounts/session";
import { PublicTrackingView } from "../features/tracking/public-tracking-view";
import { useDocumentTitle } from "../lib/use-document-title";
import { Island } from "../public/island";

/**
 * The page a recipient opens from a shared tracking link (docs/product/parcels.md#public-tracking).
 * Public: the session only shows an administrator the way into the administration.
 */
export function PublicTrackingPage() {
  useDocumentTitle("Suivi de colis");
  const { code = "" } = useParams();
  const { user } = useSession();
  // Keyed by code: another code typed in the form starts from its own loading state.
  return (
    <Island name="public-tracking">
      <PublicTrackingView key={code} code={code} viewer={user} />
    </Island>
  );
}
