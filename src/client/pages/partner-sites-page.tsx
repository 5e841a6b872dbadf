import { DeliveryAddressBox } from "../features/public-site/delivery-address-box";
import { PartnerShopTiles } from "../features/public-site/partner-shop-tiles";
import { PartnerSteps } from "../features/public-site/partner-steps";
import { useDocumentTitle } from "../lib/use-document-title";
import { Island } from "../public/island";
import { PageHero, SectionHeading } from "../ui/page-hero";

/**
 * Partner sites (docs/product/public-site.md#partner-sites): three shops, how it works in 5 steps, the
 * floating address box.
 */
export function PartnerSitesPage() {
  useDocumentTitle("Nos sites partenaires");
  return (
    <>
      <PageHero
        eyebrow="Nouveau Service"
        title="Nos sites partenaires"
        intro="Commandez sur vos sites préférés en vous faisant livrer à notre adresse en France : nous acheminons ensuite vos achats jusqu'au Togo, au même tarif au kilo."
      />
      {/* The address box sticks within this block: beside the content on large screens, at the
          bottom of the screen on phones (its column then dissolves with `contents`). */}
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:flex lg:gap-10">
        <div className="min-w-0 flex-1 divide-y divide-stone-200">
          <section aria-labelledby="shops-title" className="py-14">
            <SectionHeading
              id="shops-title"
              title="Où commander ?"
              lead="Chaque lien s'ouvre dans un nouvel onglet, pour garder cette page et notre adresse sous la main."
            />
            <PartnerShopTiles />
          </section>
          <section aria-labelledby="partner-steps-title" className="py-14">
            <SectionHeading id="partner-steps-title" title="Comment ça marche" />
            <PartnerSteps />
          </section>
        </div>
        <div className="contents lg:block lg:w-80 lg:shrink-0 lg:py-14">
          <Island name="delivery-address">
            <DeliveryAddressBox />
          </Island>
        </div>
      </div>
    </>
  );
}
