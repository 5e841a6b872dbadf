/**
 * The look of every text input, select and textarea, in one place. text-base (16 px) on phones stops
 * iPhones zooming in on focus; a red border marks a field with an error; font-normal because fields
 * often sit inside a medium-weight label.
 */
const INPUT_LOOK =
  "block w-full rounded-lg border bg-white font-normal text-stone-900 shadow-sm placeholder:text-stone-400 " +
  // A <select> matches :read-only in CSS: only text fields take the read-only look.
  "[&:read-only:not(select)]:bg-stone-100 [&:read-only:not(select)]:text-stone-600 disabled:opacity-60";

const border = (invalid: boolean) => (invalid ? "border-red-600" : "border-stone-300");

/** The customer's forms: roomy fields for thumbs. */
export function inputClasses(invalid = false): string {
  return `${INPUT_LOOK} px-3.5 py-2.5 text-base ${border(invalid)}`;
}

/** The admin's dialogs and filters, denser: 14 px text from the sm breakpoint up, still 16 px on phones. */
export function compactInputClasses(invalid = false): string {
  return `${INPUT_LOOK} px-3 py-2 text-base sm:text-sm ${border(invalid)}`;
}
