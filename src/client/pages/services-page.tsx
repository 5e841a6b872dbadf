import { ArrowRight, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../features/accounts/session";
import { ServiceGuarantees } from "../features/public-site/service-guarantees";
import { ServiceSteps } from "../features/public-site/service-steps";
import { ShippingRules } from "../features/public-site/shipping-rules";
import { TariffSection } from "../features/public-site/tariff-section";
import { useScrollToHash } from "../features/public-site/use-scroll-to-hash";
import { useDocumentTitle } from "../lib/use-document-title";
import { ButtonLink } from "../ui/button";
import { textLinkClass } from "../ui/link-styles";
import { PageHero, SectionHeading } from "../ui/page-hero";

const sectionClass = "mx-auto max-w-6xl px-4 py-16 sm:px-6";

/**
 * Services (docs/product/public-site.md#services): back-to-home, start-now, and what a customer needs to
 * know before sending.
 */
export function ServicesPage() {
  useDocumentTitle("Nos services");
  useScrollToHash();
  const { user } = useSession();
  return (
    <>
      <PageHero
        eyebrow="Transport de colis vers le Togo"
        title="Nos services"
        intro="De votre demande jusqu'à la livraison à Lomé, voici comment nous transportons votre colis, ce qu'il coûte et ce que vous pouvez envoyer."
        actions={
          // Start-now leads to login; a signed-in customer goes straight to a new request.
          <ButtonLink to={user ? "/request" : "/login"} size="lg">
            {user ? "Nouvelle Demande" : "Commencer Maintenant"}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        }
      />

      <section aria-labelledby="steps-title" className={sectionClass}>
        <SectionHeading
          id="steps-title"
          title="Comment ça marche"
          lead="Six étapes simples, et un interlocuteur joignable à chacune d'elles."
        />
        <ServiceSteps />
      </section>

      <TariffSection />

      <section aria-labelledby="rules-title" className={sectionClass}>
        <SectionHeading
          id="rules-title"
          title="Que pouvez-vous envoyer ?"
          lead="Pour la sécurité de tous et le passage en douane, certains objets ne voyagent pas."
        />
        <ShippingRules />
        <p className="mt-6 flex items-start gap-2 text-stone-700">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            Un doute sur un objet ?{" "}
            <Link to="/contact-support" className={textLinkClass}>
              Demandez-nous avant de l'envoyer
            </Link>
            .
          </span>
        </p>
      </section>

      <section aria-labelledby="guarantees-title" className="border-t border-stone-200 bg-white">
        <div className={sectionClass}>
          <SectionHeading id="guarantees-title" title="Assurance et délais" />
          <ServiceGuarantees />
        </div>
      </section>
    </>
  );
}
