import { HomeHero } from "../features/home/home-hero";
import { ServiceFeatures } from "../features/home/service-features";
import { useDocumentTitle } from "../lib/use-document-title";

/** Seed §2 home, first version: hero and feature cards. Price banner, testimonials and CTA come later. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <ServiceFeatures />
    </>
  );
}
