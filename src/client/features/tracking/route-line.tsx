import { ArrowRight } from "lucide-react";
import { countryFlag, frenchRegionName } from "#shared/country-names";

/** 🇫🇷 France → 🇹🇬 Togo. The flags are decoration: screen readers hear the names only. */
export function RouteLine({
  fromCountry,
  toCountry,
  className = "",
}: {
  fromCountry: string;
  toCountry: string;
  className?: string;
}) {
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-1.5 ${className}`}>
      <span>
        <span aria-hidden="true">{countryFlag(fromCountry)} </span>
        {frenchRegionName(fromCountry)}
      </span>
      <ArrowRight aria-label="vers" className="size-4 shrink-0 text-stone-500" />
      <span>
        <span aria-hidden="true">{countryFlag(toCountry)} </span>
        {frenchRegionName(toCountry)}
      </span>
    </span>
  );
}
