import { Bird } from "lucide-react";

/** The product mark: a hummingbird (colibri) in a brand square, and the name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={`inline-flex size-9 items-center justify-center rounded-lg ${inverted ? "bg-white text-brand-800" : "bg-brand-700 text-white"}`}
      >
        <Bird aria-hidden="true" className="size-5" />
      </span>
      <span className={`text-xl font-bold tracking-tight ${inverted ? "text-white" : "text-stone-900"}`}>
        Colibri
      </span>
    </span>
  );
}
