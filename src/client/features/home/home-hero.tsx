import { ArrowRight } from "lucide-react";
import { Suspense } from "react";
import { formatFcfaPerKg, formatTariffPerKg } from "#client/lib/format-tariff";
import { lazyPage } from "#client/lib/lazy-page";
import { usePublicConfig } from "#client/lib/use-public-config";
import { Island } from "#client/public/island";
import { ButtonLink } from "#client/ui/button";
import { CheckList } from "#client/ui/check-list";
import { DEFAULT_TARIFF } from "#shared/pricing";
import { ScrollToServicesButton } from "./scroll-to-services-button";

// A decorative card shown on large screens only: phones never need its code before hydrating.
const ParcelPreview = lazyPage(() => import("./parcel-preview"), "ParcelPreview");

const PROMISES = ["Transporteurs vérifiés", "Assurance incluse", "Aucun frais caché"];

/**
 * The primary button is 'Nouvelle Demande' signed in, 'Commencer Maintenant' otherwise
 * (docs/product/public-site.md#home).
 */
export function HomeHero({ signedIn = false }: { signedIn?: boolean }) {
  // The tariff is configuration; the default 12 €/kg shows until it arrives or if it cannot.
  const tariff = usePublicConfig().data?.tariff;

  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white [&_:focus-visible]:outline-accent-300">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-12 lg:py-24">
        <div className="lg:col-span-7">
          <p className="inline-flex flex-wrap items-center gap-x-2 rounded-full bg-accent-400 px-4 py-1.5 text-sm font-bold text-stone-900">
            <span>Tarif unique : {formatTariffPerKg(tariff)}</span>
            <span aria-hidden="true">·</span>
            <span className="font-semibold">{formatFcfaPerKg(tariff ?? DEFAULT_TARIFF)}</span>
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Vos colis de la France vers le Togo, en toute confiance
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-50">
            Un service familial, à Paris et à Lomé depuis 2015 : vous échangez directement avec votre
            transporteur et suivez votre colis jusqu'à sa livraison.
          </p>
          <CheckList
            items={PROMISES}
            className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-50"
            itemClassName="inline-flex items-center gap-1.5"
            iconClassName="size-4 text-accent-300"
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={signedIn ? "/request" : "/login"} variant="accent" size="lg">
              {signedIn ? "Nouvelle Demande" : "Commencer Maintenant"}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <Island name="scroll-to-services">
              <ScrollToServicesButton />
            </Island>
          </div>
        </div>
        <Suspense fallback={null}>
          <ParcelPreview className="lg:col-span-5" />
        </Suspense>
      </div>
    </section>
  );
}
