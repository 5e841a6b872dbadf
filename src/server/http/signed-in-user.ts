import type { FastifyRequest } from "fastify";
import type { SessionUser } from "#shared/accounts";
import { AppError } from "./app-error";

// The request's signed-in user lives here, below every feature: the accounts feature's guards fill it
// (features/accounts/session.ts), and a route of any feature reads it and passes it down to its
// services, without importing the accounts feature for it (docs/decisions/090-money-module-and-feature-floors.md).
declare module "fastify" {
  interface FastifyRequest {
    /** Set by the guards (features/accounts/session.ts); routes behind a guard can rely on it. */
    sessionUser: SessionUser | null;
  }
}

export const NOT_SIGNED_IN = "Veuillez vous connecter pour continuer.";

/**
 * The signed-in user of a request that passed a guard, typed as present. Called without a guard, it
 * answers 401 rather than letting a route run for nobody.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError("UNAUTHENTICATED", 401, NOT_SIGNED_IN);
  return request.sessionUser;
}
