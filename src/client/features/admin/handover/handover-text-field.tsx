import { type InputHTMLAttributes, useId } from "react";
import { compactInputClasses } from "#client/ui/input-styles";

/**
 * One text field of the handover form. The hint and the error sit outside the label and describe
 * the input: the field's name stays its label alone.
 */
export function HandoverTextField({
  label,
  hint,
  value,
  onChange,
  error,
  className = "",
  ...input
}: {
  label: string;
  hint?: string | null;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label className="block text-sm text-stone-800">
        {label}
        <input
          autoComplete="off"
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`mt-1 ${compactInputClasses(Boolean(error))} ${className}`}
        />
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
