import { formatTariffWithFcfa } from "#client/lib/format-tariff";
import type { Tariff } from "#shared/pricing";
import { WEIGHT_INVALID, weightProblem } from "#shared/weight";
import { PriceFigures } from "./price-figures";

/**
 * The live estimate (weight × tariff), in euros and FCFA, read out as it changes. Only a weight the
 * server accepts gets a price: 0,60 € for 0,05 kg would promise a parcel that cannot be sent, so a
 * weight out of bounds says so instead, with the server's own message (weightProblem).
 */
export function PriceEstimate({ weightKg, tariff }: { weightKg: number | null; tariff: Tariff }) {
  const problem = weightKg === null ? WEIGHT_INVALID : weightProblem(weightKg);
  return (
    <output className="block rounded-xl bg-brand-50 p-4" aria-live="polite">
      <span className="block text-sm font-medium text-brand-900">Prix estimé</span>
      {weightKg !== null && problem === null ? (
        <span className="mt-1 flex flex-wrap items-baseline gap-x-3">
          <PriceFigures kg={weightKg} tariff={tariff} />
        </span>
      ) : (
        <span className="mt-1 block text-brand-900">
          {problem === WEIGHT_INVALID ? "Indiquez le poids pour voir le prix." : `${problem}.`}
        </span>
      )}
      <span className="mt-1 block text-sm text-brand-900">
        Tarif : {formatTariffWithFcfa(tariff)}, assurance et suivi compris.
      </span>
    </output>
  );
}
