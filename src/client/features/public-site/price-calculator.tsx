import { Calculator } from "lucide-react";
import { useState } from "react";
import { useTypedBeforeHydration } from "#client/lib/use-typed-before-hydration";
import { DECIMAL_INPUT } from "#client/ui/decimal-input";
import { inputClasses } from "#client/ui/input-styles";
import { formatFrenchNumber } from "#shared/french-number";
import { DEFAULT_TARIFF, formatWeightPrice, type Tariff } from "#shared/pricing";
import { MAX_WEIGHT_KG, parseWeightKg } from "#shared/weight";

/**
 * A fixed id, not useId(): the calculator is hydrated as an island of its page, where useId would not
 * give the id the server wrote (decision 076). One calculator per page.
 */
const CALCULATOR_INPUT_ID = "calculateur-poids";

/**
 * Weight → price in euros and FCFA, as the request form will compute it (weight × tariff,
 * docs/product/request.md#price).
 */
export function PriceCalculator({ tariff = DEFAULT_TARIFF }: { tariff?: Tariff }) {
  const inputId = CALCULATOR_INPUT_ID;
  const hintId = `${inputId}-hint`;
  // A text state, not a number: "2," while typing "2,5" must stay in the box.
  const [weightText, setWeightText] = useState("5");
  // On a slow phone the field is there seconds before its code: a weight typed meanwhile is priced.
  const inputRef = useTypedBeforeHydration(weightText, setWeightText);
  const kg = parseWeightKg(weightText);
  // Any weight above 0 up to the maximum is priced: the calculator tells what a weight costs, the
  // request form what can be sent (its minimum, docs/product/request.md#weight).
  const price = kg !== null && kg > 0 && kg <= MAX_WEIGHT_KG ? formatWeightPrice(kg, tariff) : null;

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="flex items-start gap-2 text-lg font-semibold text-stone-900">
        <Calculator aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        Calculez le prix de votre colis
      </h3>
      <label htmlFor={inputId} className="mt-6 block text-sm font-medium text-stone-800">
        Poids du colis (kg)
      </label>
      {/* A text field, as every weight of the product: a number field let the browser drop the comma
          of « 7,5 » (75 kg). The reading is parseWeightKg's, the bounds are the hint's. */}
      <input
        ref={inputRef}
        id={inputId}
        {...DECIMAL_INPUT}
        // Inert on a text input, but it documents the precision the hint gives, as the wizard's does.
        step="0.1"
        value={weightText}
        onChange={(event) => setWeightText(event.target.value)}
        aria-describedby={hintId}
        className={`mt-1.5 ${inputClasses()}`}
      />
      <p id={hintId} className="mt-1.5 text-sm text-stone-600">
        Par pas de 0,1 kg, jusqu'à {formatFrenchNumber(MAX_WEIGHT_KG)} kg.
      </p>

      {/* <output> is a polite live region: the new price is read out as the weight changes. */}
      <output htmlFor={inputId} className="mt-6 block rounded-xl bg-brand-50 p-5">
        {price ? (
          <span className="grid gap-4 sm:grid-cols-2">
            <span>
              <span className="block text-sm text-brand-900">Prix en euros</span>
              <span className="block text-3xl font-extrabold tracking-tight text-brand-900 tabular-nums">
                {price.euros}
              </span>
            </span>
            <span>
              <span className="block text-sm text-brand-900">Prix en francs CFA</span>
              <span className="block text-3xl font-extrabold tracking-tight text-brand-900 tabular-nums">
                {price.fcfa}
              </span>
            </span>
          </span>
        ) : (
          <span className="block text-brand-900">Indiquez un poids pour voir le prix.</span>
        )}
      </output>
      <p className="mt-4 text-sm leading-relaxed text-stone-600">
        Assurance et suivi compris. Des droits de douane peuvent s'appliquer à l'arrivée.
      </p>
    </div>
  );
}
