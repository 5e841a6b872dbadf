import { CircleAlert } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { inputClasses } from "./input-styles";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & {
  /** Also the key of the field's error: the shared schemas and the server use the same names. */
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something inside the input's right edge, such as the show-password button. */
  trailing?: ReactNode;
  /** Next to the label, on the right (e.g. "Mot de passe oublié ?"). */
  labelAside?: ReactNode;
  /** The input itself (React 19 passes it as a prop). */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input whose hint and error are tied to it with aria-describedby, so a screen reader
 * reads the error when the field gets focus. text-base (16 px) stops iPhones zooming in on focus.
 */
export function TextField({
  name,
  label,
  error,
  hint,
  trailing,
  labelAside,
  id,
  className = "",
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-${name}`;
  // An error replaces the hint: "au moins 8 caractères" twice, in red and in grey, reads as noise.
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses(Boolean(error))} ${trailing ? "pr-12" : ""}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
