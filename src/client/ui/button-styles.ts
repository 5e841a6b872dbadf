export type ButtonVariant = "primary" | "secondary" | "accent" | "ghost-on-dark";
export type ButtonSize = "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-60";

// Full class strings (no concatenated fragments) so that Tailwind finds every one of them.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-stone-300 bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  accent: "bg-accent-400 text-stone-900 shadow-sm hover:bg-accent-300 focus-visible:outline-white",
  "ghost-on-dark": "border border-white/70 text-white hover:bg-white/10 focus-visible:outline-accent-300",
};

const SIZES: Record<ButtonSize, string> = {
  md: "min-h-10 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
};

/** Shared by <Button> and <ButtonLink>, so a link that looks like a button looks like all the others. */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
