import { ComingSoon } from "../ui/coming-soon";

export function RequestPage() {
  return <ComingSoon title="Nouvelle Demande" />;
}
