import { useId } from "react";
import { compactInputClasses } from "#client/ui/input-styles";
import { COUNTRIES, HOME_COUNTRY_CODES } from "#shared/countries";

const home = COUNTRIES.filter((c) => (HOME_COUNTRY_CODES as readonly string[]).includes(c.code));
const others = COUNTRIES.filter((c) => !(HOME_COUNTRY_CODES as readonly string[]).includes(c.code)).sort(
  (a, b) => a.name.localeCompare(b.name, "fr"),
);

/** A labelled country picker, France and Togo first. */
export function CountrySelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // The error sits outside the label and is tied by aria-describedby: inside it, a screen reader would
  // read it as part of the field's name.
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1.5 ${compactInputClasses(Boolean(error))}`}
      >
        <option value="">Sélectionner un pays</option>
        {[...home, ...others].map((country) => (
          <option key={country.code} value={country.code}>
            {country.flag} {country.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
