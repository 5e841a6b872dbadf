import { useSearchParams } from "react-router";
import { LoginScreen, type LoginView } from "../features/accounts/login-screen";

const LINKABLE_VIEWS: readonly LoginView[] = ["sign-in", "sign-up", "forgot-password"];

/** /login; `?view=forgot-password` (from an expired reset link) or `?view=sign-up` opens that view. */
export function LoginPage() {
  const [params] = useSearchParams();
  const requested = params.get("view") as LoginView | null;
  const view = requested && LINKABLE_VIEWS.includes(requested) ? requested : "sign-in";
  // The key starts the screen afresh when a link asks for another view while it is shown.
  return <LoginScreen key={view} initialView={view} />;
}
