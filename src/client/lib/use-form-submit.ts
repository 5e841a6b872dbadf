import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { errorMessage } from "./api-error";
import { type FieldErrors, formValues, splitApiError, type Validation, validateForm } from "./form-errors";

type SubmitOptions<Data> = {
  /**
   * What is checked and sent. By default the form's named inputs, as strings (FormData); a form whose
   * screen needs the values as they are typed (the request's live price, the status note that follows
   * the choice) keeps them in state and returns them here.
   */
  read?: (form: HTMLFormElement) => unknown;
  /** The server call; its errors are sorted between the fields and one message. */
  call: (data: Data) => unknown;
  /**
   * Fallback when the answer is not one of ours (docs/product/accounts.md#errors); without it, the
   * generic message of lib/api-error.ts.
   */
  fallback?: string;
  /** Runs after a successful call, with the form (to clear it) and the validated data. */
  onSuccess?: (data: Data, form: HTMLFormElement) => unknown;
  /** Takes the non-field message instead of the hook's `message` (the profile's timed status). */
  onError?: (message: string | null) => void;
  /** Runs when a valid form is sent (the profile's "loading" status). */
  onStart?: () => void;
} & (
  | {
      /** The shared schema the server applies to the same body. */
      schema: z.ZodType<Data, unknown>;
      validate?: never;
    }
  | {
      /** A check that needs more than one schema (the request's step 1 says what is missing first). */
      validate: (values: unknown) => Validation<Data>;
      schema?: never;
    }
);

/**
 * After a rejected submit, focus goes to the first wrong field, whose error is then read out, or, when
 * no field is wrong, to the form's message (marked `data-form-message`).
 */
function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, rejections: number) {
  useEffect(() => {
    if (rejections === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-message]')?.focus();
  }, [formRef, rejections]);
}

/**
 * The one submit path of every form (docs/ARCHITECTURE.md#forms-and-data): check the values with the
 * shared schema on submit, show field errors next to fields (focus on the first), call the server,
 * sort its answer the same way.
 */
export function useFormSubmit<Data>(options: SubmitOptions<Data>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  // The last failure as thrown, for forms that react to a particular code.
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const [rejections, setRejections] = useState(0);
  useFocusFirstError(formRef, rejections);
  // The latest options, so that a form's callbacks may close over its current state.
  const latest = useRef(options);
  latest.current = options;

  const onSubmit = useCallback(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { read, schema, validate, call, fallback, onSuccess, onError, onStart } = latest.current;
    const form = event.currentTarget;
    const values = read ? read(form) : formValues(form);
    setMessage(null);
    setError(null);
    const result = schema ? validateForm(schema, values) : (validate as NonNullable<typeof validate>)(values);
    if (!result.ok) {
      setFieldErrors(result.fieldErrors);
      setMessage(result.message ?? null);
      setRejections((count) => count + 1);
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
      const fields = values && typeof values === "object" ? Object.keys(values) : [];
      const split = splitApiError(caught, fields, fallback ?? errorMessage(caught));
      setFieldErrors(split.fieldErrors);
      if (Object.keys(split.fieldErrors).length > 0) setRejections((count) => count + 1);
      if (onError) onError(split.message);
      else setMessage(split.message);
    } finally {
      setLoading(false);
    }
  }, []);

  return { formRef, onSubmit, fieldErrors, setFieldErrors, message, setMessage, error, loading };
}
