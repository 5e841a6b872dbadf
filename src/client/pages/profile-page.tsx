import { ComingSoon } from "../ui/coming-soon";

export function ProfilePage() {
  return <ComingSoon title="Mon Profil" />;
}
