import { type RefObject, useEffect } from "react";

/**
 * Field errors the server sent back for step 1 (a 400 VALIDATION on the notification request, or on
 * the creation from step 3, which then returns here): shown beside their fields, the first one focused,
 * as the browser's own check does.
 */
export function useServerFieldErrors(
  formRef: RefObject<HTMLFormElement | null>,
  serverFieldErrors: Record<string, string>,
  setFieldErrors: (errors: Record<string, string>) => void,
) {
  useEffect(() => {
    if (Object.keys(serverFieldErrors).length === 0) return;
    setFieldErrors(serverFieldErrors);
    // After the render that marks the fields.
    const frame = requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [formRef, serverFieldErrors, setFieldErrors]);
}
