import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#server/http/app-error";
import { displayName, type SessionUser } from "#shared/accounts";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "#shared/two-factor";
import type { Auth } from "./auth";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the guards below; routes behind a guard can rely on it. */
    sessionUser: SessionUser | null;
  }
}

export const NOT_SIGNED_IN = "Veuillez vous connecter pour continuer.";
export const NOT_CONFIRMED = "Veuillez confirmer votre adresse e-mail avant de continuer.";
export const NOT_ADMIN = "Cette action est réservée à l'administrateur.";

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/**
 * The signed-in user from the session cookie, checked against the database, or null.
 * `requireAdmin2fa` is the REQUIRE_ADMIN_2FA setting: an admin without two-step sign-in then must set
 * it up first (docs/product/accounts.md#two-factor).
 */
export async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
  requireAdmin2fa: boolean,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string; twoFactorEnabled?: boolean | null };
  const role = user.role === "admin" ? "admin" : "client";
  const twoFactorEnabled = user.twoFactorEnabled === true;
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    role,
    emailVerified: user.emailVerified,
    twoFactorEnabled,
    mustSetUpTwoFactor: role === "admin" && requireAdmin2fa && !twoFactorEnabled,
  };
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The signed-in user of a request that passed a guard, typed as present. Called without a guard, it
 * answers 401 rather than letting a route run for nobody.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError("UNAUTHENTICATED", 401, NOT_SIGNED_IN);
  return request.sessionUser;
}

/**
 * The three guards every route uses (docs/product/accounts.md#roles): signed in; signed in with a
 * confirmed e-mail (admins always pass); admin, with two-step sign-in where it is required. 401 sends
 * the browser to /login, 403 explains what is missing.
 */
export function createGuards(auth: Auth, requireAdmin2fa: boolean) {
  const requireUser: Guard = async (request) => {
    request.sessionUser = await readSessionUser(auth, request, requireAdmin2fa);
    if (!request.sessionUser) throw new AppError("UNAUTHENTICATED", 401, NOT_SIGNED_IN);
  };
  const requireConfirmed: Guard = async (request, reply) => {
    await requireUser(request, reply);
    const user = signedInUser(request);
    if (!user.emailVerified && user.role !== "admin")
      throw new AppError("EMAIL_NOT_CONFIRMED", 403, NOT_CONFIRMED);
  };
  const requireAdmin: Guard = async (request, reply) => {
    await requireUser(request, reply);
    const user = signedInUser(request);
    if (user.role !== "admin") throw new AppError("FORBIDDEN", 403, NOT_ADMIN);
    if (user.mustSetUpTwoFactor) throw new AppError("TWO_FACTOR_REQUIRED", 403, TWO_FACTOR_REQUIRED_MESSAGE);
  };
  return { requireUser, requireConfirmed, requireAdmin };
}

export type Guards = ReturnType<typeof createGuards>;
