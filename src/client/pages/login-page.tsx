import { ComingSoon } from "../ui/coming-soon";

export function LoginPage() {
  return <ComingSoon title="Connexion" />;
}
