import { Navigate, useLocation } from "react-router";
import { useSession } from "../features/accounts/session";
import { ClosingCallToAction } from "../features/home/closing-call-to-action";
import { HomeHero } from "../features/home/home-hero";
import { PartnerServiceBanner } from "../features/home/partner-service-banner";
import { PriceBanner } from "../features/home/price-banner";
import { ServiceFeatures } from "../features/home/service-features";
import { Testimonials } from "../features/home/testimonials";
import { TrackParcelSection } from "../features/home/track-parcel-section";
import { useDocumentTitle } from "../lib/use-document-title";

/** Seed §2 home: its six sections, in the seed's order, and the tracking-code form of B1 under the hero. */
export function HomePage() {
  useDocumentTitle();
  const { user } = useSession();
  const { search } = useLocation();
  // Seed §2: an admin found on home is moved to the dashboard, with any notice (?confirmed=1) kept.
  if (user?.role === "admin") return <Navigate to={{ pathname: "/admin-dashboard", search }} replace />;
  const signedIn = Boolean(user);
  return (
    <>
      <HomeHero signedIn={signedIn} />
      <TrackParcelSection />
      <ServiceFeatures />
      <PriceBanner />
      <PartnerServiceBanner />
      <Testimonials />
      <ClosingCallToAction signedIn={signedIn} />
    </>
  );
}
