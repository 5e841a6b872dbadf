import type { FastifyRequest } from "fastify";
import { AppError } from "#server/http/app-error";
import { RATE_LIMITED } from "#server/http/rate-limit";
import { countAccountEvent } from "./account-rate-limit";
import { signedInUser } from "./session";

const HOUR_SECONDS = 3600;

/**
 * A route's limit per account and hour (docs/product/accounts.md#rate-limits, decision 095), counted
 * in the table every instance shares: 30 requests from one account in seconds opened 30 checkouts at
 * the provider although the per-IP ceiling held. Runs after the route's guard; over `max()`, a 429
 * with `message`, before the route does anything.
 */
export function limitPerAccountHour(name: string, max: () => number, message: string) {
  return async (request: FastifyRequest) => {
    const user = signedInUser(request);
    const count = await countAccountEvent(request.server.database.db, `${name}:${user.id}`, HOUR_SECONDS);
    if (count > max()) throw new AppError(RATE_LIMITED, 429, message);
  };
}
