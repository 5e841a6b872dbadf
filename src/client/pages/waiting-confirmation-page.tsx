import { AuthLayout } from "../features/accounts/auth-layout";
import { useSession } from "../features/accounts/session";
import { WaitingConfirmationPanel } from "../features/accounts/waiting-confirmation-panel";
import { useDocumentTitle } from "../lib/use-document-title";

/** Behind WaitingConfirmationRoute: only a signed-in, unconfirmed client gets here. */
export function WaitingConfirmationPage() {
  useDocumentTitle("Vérifiez votre adresse e-mail");
  const { user } = useSession();
  if (!user) return null;
  return (
    <AuthLayout pitch={false}>
      <WaitingConfirmationPanel user={user} />
    </AuthLayout>
  );
}
