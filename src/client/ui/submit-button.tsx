import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import type { ButtonSize, ButtonVariant } from "./button-styles";

/** A form's submit button; while the call runs it shows a spinner and cannot be pressed twice. */
export function SubmitButton({
  loading,
  children,
  variant,
  size,
  className = "",
}: {
  loading: boolean;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Button type="submit" variant={variant} size={size} disabled={loading} className={className}>
      {loading && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
      {children}
    </Button>
  );
}
