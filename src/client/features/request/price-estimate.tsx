import { formatTariffPerKg } from "#client/lib/format-tariff";
import { MAX_WEIGHT_KG, MIN_WEIGHT_GRAMS, WEIGHT_TOO_HIGH, WEIGHT_TOO_LOW } from "#shared/parcel-fields";
import { formatEuros, formatFcfa, kgToGrams, priceForWeight, type Tariff } from "#shared/pricing";

/**
 * The live estimate (weight × tariff), in euros and FCFA, read out as it changes. Only a weight the
 * server accepts gets a price: 0,60 € for 0,05 kg would promise a parcel that cannot be sent, so a
 * weight out of bounds says so instead.
 */
/** Why a weight typed above 0 cannot be priced, with the schema's own bounds; null when it can. */
function outOfBounds(weightKg: number): string | null {
  if (kgToGrams(weightKg) < MIN_WEIGHT_GRAMS) return WEIGHT_TOO_LOW;
  if (weightKg > MAX_WEIGHT_KG) return WEIGHT_TOO_HIGH;
  return null;
}

export function PriceEstimate({ weightKg, tariff }: { weightKg: number | null; tariff: Tariff }) {
  const typed = weightKg !== null && Number.isFinite(weightKg) && weightKg > 0 ? weightKg : null;
  const bound = typed === null ? null : outOfBounds(typed);
  const price = typed !== null && !bound ? priceForWeight(kgToGrams(typed), tariff) : null;
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
        <span className="mt-1 block text-brand-900">
          {bound ? `${bound}.` : "Indiquez le poids pour voir le prix."}
        </span>
      )}
      <span className="mt-1 block text-sm text-brand-900">
        Tarif : {formatTariffPerKg(tariff)} ({formatFcfa(tariff.fcfaPerKg)}/kg), assurance et suivi compris.
      </span>
    </output>
  );
}
