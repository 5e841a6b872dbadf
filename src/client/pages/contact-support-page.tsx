import { ComingSoon } from "../ui/coming-soon";

export function ContactSupportPage() {
  return <ComingSoon title="Contact & Support" />;
}
