import { ArrowRight, ShoppingBag } from "lucide-react";
import { ButtonLink } from "#client/ui/button";

/** Home's 'Nouveau Service' banner (docs/product/public-site.md#home), leading to the partner-sites page. */
export function PartnerServiceBanner() {
  return (
    <section aria-labelledby="partner-banner-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-col gap-8 rounded-3xl border border-accent-300 bg-accent-100 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-stone-900 px-3 py-1 text-sm font-bold text-accent-300">
            <ShoppingBag aria-hidden="true" className="size-4" />
            Nouveau Service
          </p>
          <h2
            id="partner-banner-title"
            className="mt-4 text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl"
          >
            Vos achats en ligne, livrés jusqu'au Togo
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-stone-800">
            Commandez sur Amazon, Shein ou Temu avec notre adresse de réception en France : nous nous occupons
            du reste, au même tarif au kilo.
          </p>
        </div>
        <ButtonLink to="/nos-sites-partenaires" size="lg" className="self-start lg:self-center">
          Voir nos sites partenaires
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
