import { GENERIC_MESSAGES } from "#shared/api-error";

/**
 * Every failed API call surfaces as this error, so screens only ever deal with one shape:
 * a French `message` to show as is, and `fieldErrors` to place next to form fields.
 * `status` is 0 when the server could not be reached at all.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The French message to show for anything thrown: an ApiError's own, otherwise a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_MESSAGES.internal;
}
