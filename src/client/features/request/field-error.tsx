import { CircleAlert } from "lucide-react";

/** A field's error line, styled as TextField's, for the wizard's own inputs (select, textarea, combobox). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}
