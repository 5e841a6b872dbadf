import { formatWeightPrice, type Tariff } from "#shared/pricing";

/** A weight's price as the wizard shows it: euros large, FCFA beside (docs/product/request.md#price). */
export function PriceFigures({ kg, tariff }: { kg: number; tariff: Tariff }) {
  const price = formatWeightPrice(kg, tariff);
  return (
    <>
      <span className="text-2xl font-extrabold tracking-tight text-brand-900 tabular-nums">
        {price.euros}
      </span>
      <span className="text-lg font-semibold text-brand-800 tabular-nums">{price.fcfa}</span>
    </>
  );
}
