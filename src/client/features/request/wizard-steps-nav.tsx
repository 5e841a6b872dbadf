import { Check } from "lucide-react";
import type { WizardStep } from "./use-request-wizard";

export const STEP_TITLES: Record<WizardStep, string> = { 1: "Détails", 2: "Révision", 3: "Confirmation" };

/** The three steps (docs/product/request.md#wizard), the current one marked for screen readers too. */
export function WizardStepsNav({ step }: { step: WizardStep }) {
  return (
    <ol aria-label="Étapes de la demande" className="flex items-center gap-2 sm:gap-3">
      {([1, 2, 3] as const).map((n) => {
        const done = n < step;
        const current = n === step;
        return (
          <li key={n} aria-current={current ? "step" : undefined} className="flex flex-1 items-center gap-2">
            <span
              className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${current ? "bg-brand-700 text-white" : done ? "bg-brand-100 text-brand-800" : "bg-stone-200 text-stone-600"}`}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : n}
            </span>
            {/* On a phone only the current step's name shows; the others stay readable by screen readers. */}
            <span
              className={`text-sm ${current ? "font-semibold text-stone-900" : "hidden text-stone-600 sm:inline"}`}
            >
              {STEP_TITLES[n]}
              {done && <span className="sr-only"> (terminée)</span>}
            </span>
            {!current && (
              <span className="sr-only sm:hidden">
                {STEP_TITLES[n]}
                {done ? " (terminée)" : ""}
              </span>
            )}
            {n < 3 && <span aria-hidden="true" className="h-px flex-1 bg-stone-300" />}
          </li>
        );
      })}
    </ol>
  );
}
