/**
 * The one way a service reports a user-facing failure: a stable code for programs, an HTTP status,
 * and the French message shown to the user. Anything else thrown becomes a logged 500.
 */
export class AppError extends Error {
  /** Seconds the client is told to wait before trying again (`Retry-After`), for a 503 that will pass. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "Ressource introuvable.") => new AppError("NOT_FOUND", 404, message);
export const conflict = (code: string, message: string) => new AppError(code, 409, message);
export const badRequest = (code: string, message: string, fieldErrors?: Record<string, string>) =>
  new AppError(code, 400, message, fieldErrors);
