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

/**
 * Home (docs/product/public-site.md#home): its sections in order, with the tracking-code form under the
 * hero.
 */
export function HomePage() {
  useDocumentTitle();
  const { user } = useSession();
  const { search } = useLocation();
  // An admin found on home is moved to the dashboard (docs/product/public-site.md#access), with any
  // notice (?confirmed=1) kept.
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
