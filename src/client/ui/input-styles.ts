/**
 * The look of every text input, select and textarea (TextField's own): text-base (16 px) stops iPhones
 * zooming in on focus; a red border marks a field with an error.
 */
export const INPUT_CLASSES =
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm " +
  "placeholder:text-stone-400 read-only:bg-stone-100 read-only:text-stone-600 disabled:opacity-60";

export function inputClasses(invalid = false): string {
  return `${INPUT_CLASSES} ${invalid ? "border-red-600" : "border-stone-300"}`;
}
