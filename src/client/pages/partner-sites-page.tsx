import { ComingSoon } from "../ui/coming-soon";

export function PartnerSitesPage() {
  return <ComingSoon title="Nos sites partenaires" />;
}
