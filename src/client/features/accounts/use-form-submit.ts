import { type FormEvent, useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, formValues, splitApiError, validateForm } from "./form-errors";
import { useFocusFirstError } from "./form-hooks";

type SubmitOptions<Schema extends z.ZodType> = {
  schema: Schema;
  /** The server call; its errors are sorted between the fields and one message. */
  call: (data: z.output<Schema>) => Promise<unknown>;
  /** Fallback when the answer is not one of ours (docs/product/accounts.md#errors). */
  fallback: string;
  /** Runs after a successful call, with the form (to clear it) and the validated data. */
  onSuccess?: (data: z.output<Schema>, form: HTMLFormElement) => unknown;
  /** Takes the non-field message instead of the hook's `message` (the profile's timed status). */
  onError?: (message: string | null) => void;
  /** Runs when a valid form is sent (the profile's "loading" status). */
  onStart?: () => void;
};

/**
 * One submit path for the account forms: validate on submit with the shared schema, show field
 * errors next to fields (focus on the first), call the server, sort its answer the same way.
 */
export function useFormSubmit<Schema extends z.ZodType>({
  schema,
  call,
  fallback,
  onSuccess,
  onError,
  onStart,
}: SubmitOptions<Schema>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  // The last failure as thrown, for forms that react to a particular code.
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  useFocusFirstError(formRef, fieldErrors);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const values = formValues(form);
      setMessage(null);
      setError(null);
      const result = validateForm(schema, values);
      if (!result.ok) {
        setFieldErrors(result.fieldErrors);
        return;
      }
      setFieldErrors({});
      setLoading(true);
      onStart?.();
      try {
        await call(result.data);
        await onSuccess?.(result.data, form);
      } catch (caught) {
        setError(caught);
        const split = splitApiError(caught, Object.keys(values), fallback);
        setFieldErrors(split.fieldErrors);
        if (onError) onError(split.message);
        else setMessage(split.message);
      } finally {
        setLoading(false);
      }
    },
    [schema, call, fallback, onSuccess, onError, onStart],
  );

  return { formRef, onSubmit, fieldErrors, message, error, loading };
}
