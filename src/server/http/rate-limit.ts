import type { errorResponseBuilderContext } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { GENERIC_MESSAGES } from "#shared/api-error";
import { AppError } from "./app-error";

/** The code of every "too many attempts" answer, whichever limiter refused (docs/product/accounts.md#rate-limits). */
export const RATE_LIMITED = "RATE_LIMITED";

/**
 * The body @fastify/rate-limit throws when a limit is reached (its `errorResponseBuilder`), for the
 * general limit and every per-route one: the product's error shape with the generic French message.
 */
export function rateLimitedResponse(_request: FastifyRequest, context: errorResponseBuilderContext) {
  return { statusCode: context.statusCode, code: RATE_LIMITED, message: GENERIC_MESSAGES.tooMany };
}

/** The same answer from a limit the product counts itself (per account). */
export const rateLimited = () => new AppError(RATE_LIMITED, 429, GENERIC_MESSAGES.tooMany);
