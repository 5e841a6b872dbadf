import { LoaderCircle } from "lucide-react";

/** Shown while a page's code or data loads; screen readers hear "Chargement…" once. */
export function Spinner({ label = "Chargement…" }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-16">
      <LoaderCircle aria-hidden="true" className="size-8 text-brand-700 motion-safe:animate-spin" />
    </div>
  );
}
