import { ComingSoon } from "../ui/coming-soon";

export function PrivacyPage() {
  return <ComingSoon title="Politique de confidentialité" />;
}
