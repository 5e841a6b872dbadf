import { apiErrorSchema } from "#shared/api-error-schema";

type ErrorSchema = typeof apiErrorSchema;

/**
 * The response schemas of the error statuses a route declares: every one is the API's single error
 * body (`src/shared/api-error.ts`), so a route names only its statuses,
 * e.g. `response: { 200: pageSchema, ...errorResponses(400, 404) }`.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, ErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    ErrorSchema
  >;
}
