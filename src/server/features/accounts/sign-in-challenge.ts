import { and, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { verifications } from "#server/db/schema";
import type { Auth } from "./auth";
import { cookieValue, sessionSettings, verifySignedToken } from "./session";

/**
 * The account whose code is being typed: the sign-in waiting for its code (the two-factor plugin's
 * signed cookie, whose value names a `verification` row holding the user's id), else null. A
 * signed-in session is read by the caller.
 */
export async function signInChallengeUserId(auth: Auth, request: FastifyRequest): Promise<string | null> {
  const settings = await sessionSettings(auth);
  const cookie = cookieValue(request.headers.cookie, settings.twoFactorCookieName);
  const identifier = cookie && verifySignedToken(cookie, settings.secret);
  if (!identifier) return null;
  const [row] = await request.server.database.db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}
