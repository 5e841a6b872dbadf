import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { COUNTRIES, type Country, HOME_COUNTRY_CODES } from "#shared/countries";
import { FieldError } from "./field-error";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

const HOME_FIRST: readonly Country[] = [
  ...COUNTRIES.filter((c) => (HOME_COUNTRY_CODES as readonly string[]).includes(c.code)),
  ...COUNTRIES.filter((c) => !(HOME_COUNTRY_CODES as readonly string[]).includes(c.code)),
];

/** Countries whose French name contains the typed text (accents ignored), or whose code it is. */
export function matchCountries(query: string): readonly Country[] {
  const folded = fold(query);
  if (folded === "") return HOME_FIRST;
  return COUNTRIES.filter((c) => fold(c.name).includes(folded) || c.code.toLowerCase() === folded);
}

const label = (country: Country) => `${country.flag} ${country.name}`;

type CountryComboboxProps = {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
};

/**
 * The country list with flags (docs/product/request.md#step-details), searchable by typing (an ARIA 1.2
 * combobox): type "tog" or "sén", pick with a tap or the arrows and Enter. France and Togo come first
 * when nothing is typed.
 */
export function CountryCombobox({ label: fieldLabel, value, onChange, error }: CountryComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const selected = COUNTRIES.find((c) => c.code === value);
  // null: not typing, the input shows the chosen country.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(() => matchCountries(query ?? ""), [query]);
  const activeOption = open ? options[active] : undefined;

  function choose(country: Country) {
    onChange(country.code);
    setQuery(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === "Escape") {
      setQuery(null);
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {fieldLabel}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-${activeOption.code}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Tapez pour chercher un pays"
          value={query ?? (selected ? label(selected) : "")}
          onFocus={(event) => {
            event.currentTarget.select();
            setOpen(true);
            setActive(0);
          }}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onBlur={() => {
            setQuery(null);
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
          className={`block w-full rounded-lg border bg-white py-2.5 pr-10 pl-3.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 ${error ? "border-red-600" : "border-stone-300"}`}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-500"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={fieldLabel}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
      >
        {options.length === 0 && <p className="px-3.5 py-2 text-sm text-stone-600">Aucun pays trouvé</p>}
        {options.map((country, index) => (
          <div
            key={country.code}
            id={`${id}-${country.code}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); -1 makes the option focusable by script only.
            tabIndex={-1}
            aria-selected={country.code === value}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(country);
            }}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3.5 py-2 text-base ${index === active ? "bg-brand-50 text-brand-900" : "text-stone-900"} ${country.code === value ? "font-semibold" : ""}`}
          >
            {label(country)}
          </div>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
