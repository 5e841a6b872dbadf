import { Search } from "lucide-react";

/**
 * A search box with its magnifier, labelled for screen readers (the placeholder alone is not a
 * label). `onSearch` receives the text as typed; callers debounce and trim it.
 */
export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
  maxLength,
  className = "",
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <label className={`relative block ${className}`}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <input
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onSearch(event.target.value)}
        className="block w-full rounded-lg border border-stone-300 bg-white py-2.5 pr-3 pl-9 text-base text-stone-900 shadow-sm placeholder:text-stone-500 sm:text-sm"
      />
    </label>
  );
}
