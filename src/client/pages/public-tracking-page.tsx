import { useParams } from "react-router";
import { ComingSoon } from "../ui/coming-soon";

/** B1: the page a recipient opens from a shared tracking link. */
export function PublicTrackingPage() {
  const { code } = useParams();
  return (
    <ComingSoon title="Suivi de colis">
      <p className="mt-2 text-stone-600">
        Code de suivi : <span className="font-mono font-medium text-stone-900">{code}</span>
      </p>
    </ComingSoon>
  );
}
