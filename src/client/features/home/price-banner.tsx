import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { formatFcfaPerKg, formatTariffAmount } from "#client/lib/format-tariff";
import { usePublicConfig } from "#client/lib/use-public-config";
import { CheckList } from "#client/ui/check-list";
import { textLinkClass } from "#client/ui/link-styles";
import { DEFAULT_TARIFF, formatWeightPrice } from "#shared/pricing";

// A small bag, a large box and a full suitcase: the weights people actually send.
const EXAMPLE_WEIGHTS_KG = [5, 10, 23];
const INCLUDED = ["Assurance incluse", "Suivi personnalisé", "Aucun frais caché"];

/**
 * Home's price banner (docs/product/public-site.md#home). The tariff is configuration; the default until
 * it loads.
 */
export function PriceBanner() {
  const tariff = usePublicConfig().data?.tariff ?? DEFAULT_TARIFF;
  return (
    <section aria-labelledby="price-title" className="border-y border-stone-200 bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="price-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            Un seul prix au kilo, connu d'avance
          </h2>
          <p className="mt-6 flex items-baseline gap-2">
            <span className="text-6xl font-extrabold tracking-tight text-brand-800">
              {formatTariffAmount(tariff)}
            </span>
            <span className="text-xl font-semibold text-stone-700">par kilo</span>
          </p>
          <p className="mt-2 text-lg text-stone-700">
            soit <strong className="font-semibold text-stone-900">{formatFcfaPerKg(tariff)}</strong>
          </p>
          <CheckList items={INCLUDED} />
          <Link
            to="/services#calculateur"
            className={`${textLinkClass} mt-6 inline-flex items-center gap-1.5`}
          >
            Calculer le prix de mon colis
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>

        <div className="overflow-hidden rounded-2xl border border-stone-200 shadow-sm">
          <table className="w-full text-left">
            <caption className="bg-brand-50 px-5 py-3 text-left text-sm font-semibold text-brand-900">
              Exemples de prix
            </caption>
            <thead className="border-b border-stone-200 text-sm text-stone-600">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  Poids
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  En euros
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  En FCFA
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 text-stone-900 tabular-nums">
              {EXAMPLE_WEIGHTS_KG.map((kg) => {
                const price = formatWeightPrice(kg, tariff);
                return (
                  <tr key={kg}>
                    <th scope="row" className="px-5 py-4 font-medium">
                      {kg} kg
                    </th>
                    <td className="px-5 py-4 text-right font-semibold">{price.euros}</td>
                    <td className="px-5 py-4 text-right text-stone-700">{price.fcfa}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
