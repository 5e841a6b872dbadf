import { Navigate, useLocation } from "react-router";
import { useSession } from "../features/accounts/session";
import { HomeHero } from "../features/home/home-hero";
import { ServiceFeatures } from "../features/home/service-features";
import { useDocumentTitle } from "../lib/use-document-title";

/** Seed §2 home, first version: hero and feature cards. Price banner, testimonials and CTA come later. */
export function HomePage() {
  useDocumentTitle();
  const { user } = useSession();
  const { search } = useLocation();
  // Seed §2: an admin found on home is moved to the dashboard, with any notice (?confirmed=1) kept.
  if (user?.role === "admin") return <Navigate to={{ pathname: "/admin-dashboard", search }} replace />;
  return (
    <>
      <HomeHero signedIn={Boolean(user)} />
      <ServiceFeatures />
    </>
  );
}
