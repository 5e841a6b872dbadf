import { BadgeEuro, HeartHandshake, type LucideIcon, PackageSearch, Plane } from "lucide-react";
import { formatTariffPerKg } from "#client/lib/format-tariff";
import { usePublicConfig } from "#client/lib/use-public-config";

import { SERVICES_SECTION_ID } from "./scroll-to-services-button";

type Feature = { icon: LucideIcon; title: string; text: string };

/** The four feature cards of home (docs/product/public-site.md#home). */
function features(tariffText: string): Feature[] {
  return [
    {
      icon: Plane,
      title: "Transport international",
      text: "De la France et d'autres pays vers le Togo, votre colis voyage avec un transporteur de confiance.",
    },
    {
      icon: HeartHandshake,
      title: "Une personne de confiance",
      text: "Des transporteurs vérifiés, avec qui vous échangez directement pendant tout le trajet.",
    },
    {
      icon: PackageSearch,
      title: "Suivi personnalisé",
      text: "Suivez chaque étape, de l'acceptation de votre demande jusqu'à la livraison.",
    },
    {
      icon: BadgeEuro,
      title: "Prix transparent",
      text: `${tariffText}, assurance incluse et sans frais cachés : vous connaissez le prix avant d'envoyer.`,
    },
  ];
}

export function ServiceFeatures() {
  const tariff = usePublicConfig().data?.tariff;
  return (
    <section
      id={SERVICES_SECTION_ID}
      aria-labelledby="services-title"
      // Focusable from script only, so "Découvrir nos Services" can move keyboard focus here.
      tabIndex={-1}
      className="mx-auto max-w-6xl px-4 py-16 focus:outline-none sm:px-6 sm:py-20"
    >
      <div className="max-w-2xl">
        <h2 id="services-title" className="text-3xl font-bold tracking-tight text-stone-900">
          Nos services
        </h2>
        <p className="mt-3 text-lg text-stone-600">
          Tout ce qu'il faut pour envoyer un colis sereinement, sans intermédiaire inutile.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features(formatTariffPerKg(tariff)).map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
