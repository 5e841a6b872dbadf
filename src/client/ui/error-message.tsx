import { CircleAlert } from "lucide-react";
import { errorMessage } from "../lib/api-error";

/**
 * Shows the French message of a failed call (ApiError), or a generic one for anything else;
 * `message` replaces it when the screen words the failure itself.
 */
export function ErrorMessage({
  error,
  message,
  className = "",
}: {
  error: unknown;
  message?: string;
  className?: string;
}) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className={`flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 ${className}`}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message ?? errorMessage(error)}</p>
    </div>
  );
}
