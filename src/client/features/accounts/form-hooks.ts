// French Zod messages for the forms; imported here, not in main.tsx, so public pages never load Zod.
import "#shared/zod-locale";
import { type RefObject, useEffect } from "react";
import { usePublicConfig } from "#client/lib/use-public-config";
import { DEFAULT_PASSWORD_MIN_LENGTH } from "#shared/accounts";
import type { FieldErrors } from "./form-errors";

/**
 * PASSWORD_MIN_LENGTH from the settings (docs/product/accounts.md#password-rules); the default until
 * /api/config answers.
 */
export function usePasswordMinLength(): number {
  return usePublicConfig().data?.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;
}

/** After a rejected submit, focus goes to the first wrong field, whose error is then read out. */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, fieldErrors: FieldErrors) {
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, fieldErrors]);
}
