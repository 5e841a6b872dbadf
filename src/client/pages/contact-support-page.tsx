import { ContactChannels } from "../features/public-site/contact-channels";
import { FaqList } from "../features/public-site/faq-list";
import { ReceptionAddresses } from "../features/public-site/reception-addresses";
import { SupportHoursCard } from "../features/public-site/support-hours-card";
import { SupportPromises } from "../features/public-site/support-promises";
import { useDocumentTitle } from "../lib/use-document-title";
import { Island } from "../public/island";
import { PageHero, SectionHeading } from "../ui/page-hero";

const sectionClass = "mx-auto max-w-6xl px-4 py-14 sm:px-6";

/**
 * Contact & support (docs/product/public-site.md#contact): back-to-home, WhatsApp, e-mail, hours,
 * reception addresses, FAQ.
 */
export function ContactSupportPage() {
  useDocumentTitle("Contact & Support");
  return (
    <>
      <PageHero
        eyebrow="Une équipe à Paris et à Lomé"
        title="Contact & Support"
        intro={
          <>
            <p>
              Une question sur un envoi, un paiement ou une commande ? Écrivez-nous : c'est une vraie personne
              de l'équipe qui vous répond.
            </p>
            <div className="mt-6">
              <SupportPromises />
            </div>
          </>
        }
      />

      <section aria-labelledby="channels-title" className={sectionClass}>
        <SectionHeading id="channels-title" title="Nous écrire" />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactChannels />
          </div>
          <div className="lg:mt-10">
            <Island name="support-hours">
              <SupportHoursCard />
            </Island>
          </div>
        </div>
      </section>

      <section aria-labelledby="addresses-title" className="border-y border-stone-200 bg-white">
        <div className={sectionClass}>
          <SectionHeading
            id="addresses-title"
            title="Nos adresses de réception"
            lead="Déposez votre colis à l'une de ces adresses avant la date de transport choisie."
          />
          <ReceptionAddresses />
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <SectionHeading id="faq-title" title="Questions fréquentes" />
        <FaqList />
      </section>
    </>
  );
}
