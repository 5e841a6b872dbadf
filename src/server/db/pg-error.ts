/**
 * PostgreSQL's error code (SQLSTATE, e.g. "23505") of a failed query, wherever the driver put it:
 * on the error itself (postgres.js, PGlite) or on its `cause` (Drizzle's query wrapper).
 */
export function pgErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof direct === "string" ? direct : typeof cause === "string" ? cause : undefined;
}

/** A unique index or constraint refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === "23505";

/** A foreign key refused the change (SQLSTATE 23503). */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === "23503";
