import { formatFcfaPerKg, formatTariffPerKg } from "#client/lib/format-tariff";
import { usePublicConfig } from "#client/lib/use-public-config";
import { Island } from "#client/public/island";
import { CheckList } from "#client/ui/check-list";
import { SectionHeading } from "#client/ui/page-hero";
import { DEFAULT_TARIFF } from "#shared/pricing";
import { PriceCalculator } from "./price-calculator";

export const CALCULATOR_SECTION_ID = "calculateur";

const INCLUDED = [
  "Le même tarif pour tous les colis, quel que soit leur contenu",
  "Assurance et suivi personnalisé compris",
  "Aucun frais de dossier, aucun frais caché",
  "Paiement en euros ou en francs CFA",
];

/** The tariff (configuration, docs/product/request.md#price) and the weight → price calculator. */
export function TariffSection() {
  const tariff = usePublicConfig().data?.tariff ?? DEFAULT_TARIFF;
  return (
    <section
      id={CALCULATOR_SECTION_ID}
      aria-labelledby="tariff-title"
      className="border-y border-stone-200 bg-white"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="tariff-title"
            title="Un tarif unique au kilo"
            lead="Le prix de votre envoi, c'est son poids multiplié par notre tarif. Rien d'autre."
          />
          <p className="mt-6 text-4xl font-extrabold tracking-tight text-brand-800">
            {formatTariffPerKg(tariff)}
          </p>
          <p className="mt-1 text-lg text-stone-700">soit {formatFcfaPerKg(tariff)}</p>
          <CheckList items={INCLUDED} />
        </div>
        <Island name="price-calculator">
          <PriceCalculator tariff={tariff} />
        </Island>
      </div>
    </section>
  );
}
