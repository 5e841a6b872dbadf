import { ComingSoon } from "../ui/coming-soon";

export function WaitingConfirmationPage() {
  return <ComingSoon title="Vérifiez votre adresse e-mail" />;
}
