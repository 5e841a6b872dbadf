import { ComingSoon } from "../ui/coming-soon";

export function HistoryPage() {
  return <ComingSoon title="Historique" />;
}
