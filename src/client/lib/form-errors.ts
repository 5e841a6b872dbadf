// French Zod messages for every form; imported here, not in main.tsx, so public pages never load Zod.
import "#shared/zod-locale";
import type { z } from "zod";
import { ApiError } from "./api-error";

/** Field name → French message, as the shared schemas and the server's `fieldErrors` give them. */
export type FieldErrors = Record<string, string>;

/**
 * A form's values checked: the data to send, or what is wrong — next to fields, and, for what belongs to
 * no field, one message above the button.
 */
export type Validation<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; message?: string | null };

/**
 * Zod issues as field errors, keeping the first message of each field. A nested field is named by its
 * path ("dimensions.lengthCm"), which is also the name of its input.
 */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "form";
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/** Runs a shared schema on a form's values. */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): Validation<z.output<Schema>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues) };
}

/** A form's text inputs as a plain object (buttons and unnamed inputs are left out by FormData). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * The French message of a failed call, or the form's own fallback (docs/product/accounts.md#errors)
 * when the answer was not one of ours: the server's messages are already the product's, so they pass
 * through.
 */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== "UNEXPECTED_RESPONSE") return error.message;
  return fallback;
}

/**
 * Splits a failed call between the form's fields (shown next to them) and the rest (one message).
 * When the server names a field the form has, its message already says everything.
 */
export function splitApiError(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fieldErrors: FieldErrors; message: string | null } {
  const fieldErrors: FieldErrors = {};
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (fields.includes(field)) fieldErrors[field] = message;
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, message: null };
  return { fieldErrors, message: messageOr(error, fallback) };
}
