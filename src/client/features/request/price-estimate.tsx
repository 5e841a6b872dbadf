import { formatEuros, formatFcfa, kgToGrams, priceForWeight, type Tariff } from "../../../shared/pricing";
import { formatTariffPerKg } from "../../lib/format-tariff";

/** The live estimate of seed §2 (weight × tariff, A8), in euros and FCFA, read out as it changes. */
export function PriceEstimate({ weightKg, tariff }: { weightKg: number | undefined; tariff: Tariff }) {
  const grams = weightKg !== undefined && Number.isFinite(weightKg) && weightKg > 0 ? kgToGrams(weightKg) : 0;
  const price = grams > 0 && grams <= 1_000_000 ? priceForWeight(grams, tariff) : null;
  return (
    <output className="block rounded-xl bg-brand-50 p-4" aria-live="polite">
      <span className="block text-sm font-medium text-brand-900">Prix estimé</span>
      {price ? (
        <span className="mt-1 flex flex-wrap items-baseline gap-x-3">
          <span className="text-2xl font-extrabold tracking-tight text-brand-900 tabular-nums">
            {formatEuros(price.cents)}
          </span>
          <span className="text-lg font-semibold text-brand-800 tabular-nums">{formatFcfa(price.fcfa)}</span>
        </span>
      ) : (
        <span className="mt-1 block text-brand-900">Indiquez le poids pour voir le prix.</span>
      )}
      <span className="mt-1 block text-sm text-brand-900">
        Tarif : {formatTariffPerKg(tariff)} ({formatFcfa(tariff.fcfaPerKg)}/kg), assurance et suivi compris.
      </span>
    </output>
  );
}
