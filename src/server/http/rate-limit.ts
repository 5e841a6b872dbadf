import type { errorResponseBuilderContext } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { GENERIC_MESSAGES } from "#shared/api-error";
import { AppError } from "./app-error";
import type { NamedRateLimitOptions } from "./rate-limit-store";

/** The code of every "too many attempts" answer, whichever limiter refused (docs/product/accounts.md#rate-limits). */
export const RATE_LIMITED = "RATE_LIMITED";

/** The general ceiling per IP on the API, counted in the shared database (decision 037). */
export const API_RATE_LIMIT = { max: 300, timeWindow: 60_000 } as const;

/**
 * The body @fastify/rate-limit throws when a limit is reached (its `errorResponseBuilder`), for the
 * general limit and every per-route one: the product's error shape with the generic French message.
 */
export function rateLimitedResponse(_request: FastifyRequest, context: errorResponseBuilderContext) {
  return { statusCode: context.statusCode, code: RATE_LIMITED, message: GENERIC_MESSAGES.tooMany };
}

/**
 * A route's own per-IP limit (its `config.rateLimit`), counted apart from the general one under `name`
 * in the shared database (rows `ip:<name>:<ip>`), answering with the French 429.
 */
export function routeRateLimit(
  name: string,
  limit: { max: number; timeWindow: number },
): NamedRateLimitOptions {
  return { ...limit, limitName: name, errorResponseBuilder: rateLimitedResponse };
}

/** The same answer from a limit the product counts itself (per account). */
export const rateLimited = () => new AppError(RATE_LIMITED, 429, GENERIC_MESSAGES.tooMany);
