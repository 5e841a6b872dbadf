import { ComingSoon } from "../ui/coming-soon";

export function ResetPasswordPage() {
  return <ComingSoon title="Réinitialiser le mot de passe" />;
}
