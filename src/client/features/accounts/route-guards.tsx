import { RotateCw } from "lucide-react";
import { lazy, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { PagePlaceholder } from "#client/ui/page-placeholder";
import type { SessionUser } from "#shared/accounts";
import {
  lacksSecondFactor,
  landingPath,
  needsConfirmation,
  openWithoutSecondFactor,
  TWO_FACTOR_SETUP_PATH,
} from "./access-rules";
import { useSession } from "./session";

// Its own chunk: visitors who never open a private page do not download the forms (decision 025).
const LoginScreen = lazy(async () => ({ default: (await import("./login-screen")).LoginScreen }));

/**
 * Waits for the session (docs/product/public-site.md#access: a placeholder while it loads), or offers to try
 * again when it could not be read, then lets `decide` choose what the signed-in user or visitor sees.
 */
function SessionGate({ decide }: { decide: (user: SessionUser | null) => ReactNode }) {
  const { user, status, error, refetch } = useSession();
  if (status === "pending") return <PagePlaceholder />;
  if (status === "error" || user === undefined) {
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-16">
        <h1 className="text-2xl font-bold text-stone-900">Impossible de vérifier votre session</h1>
        <ErrorMessage error={error} />
        <Button variant="secondary" onClick={refetch}>
          <RotateCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </section>
    );
  }
  return decide(user);
}

/**
 * /request, /tracking, /history, /profile: the login screen in place for a visitor (decision 008). An
 * administrator whose session lacks the required second factor sees every client's parcels there too:
 * sent to get it, but for its own profile (docs/product/accounts.md#second-factor).
 */
export function PrivateRoute() {
  const { pathname } = useLocation();
  return (
    <SessionGate
      decide={(user) => {
        if (!user) return <LoginScreen inPlace />;
        if (needsConfirmation(user)) return <Navigate to="/waiting-confirmation" replace />;
        if (lacksSecondFactor(user) && !openWithoutSecondFactor(pathname))
          return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
        return <Outlet />;
      }}
    />
  );
}

/**
 * The three admin paths: anybody but an admin is sent home (docs/product/public-site.md#access); an
 * admin whose session lacks the required second factor, to where it gets it (the server refuses the
 * admin API anyway).
 */
export function AdminRoute() {
  return (
    <SessionGate
      decide={(user) => {
        if (user?.role !== "admin") return <Navigate to="/" replace />;
        if (lacksSecondFactor(user)) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
        return <Outlet />;
      }}
    />
  );
}

/** /waiting-confirmation is only for a signed-in, unconfirmed non-admin; others go where they belong. */
export function WaitingConfirmationRoute() {
  return (
    <SessionGate
      decide={(user) => {
        if (!user) return <LoginScreen inPlace />;
        if (!needsConfirmation(user)) return <Navigate to={landingPath(user)} replace />;
        return <Outlet />;
      }}
    />
  );
}

/**
 * /login: a signed-in user, including one who just signed in there, goes to their landing page
 * (docs/product/public-site.md#access).
 */
export function SignedOutRoute() {
  return <SessionGate decide={(user) => (user ? <Navigate to={landingPath(user)} replace /> : <Outlet />)} />;
}
