import type { Config } from "#server/config/config";
import type { Db } from "#server/db/database";
import { AppError } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { consumeAccountAttempt } from "./account-rate-limit";
import { NOT_SIGNED_IN } from "./session";

/** What a rule of the Better Auth bridge (auth-bridge.routes.ts) is, and the helpers rules share. */

export interface BridgeContext {
  db: Db;
  config: Config;
  /** Per-account limits apply when rate limiting is on (always, except in most unit tests). */
  rateLimit: boolean;
  sessionUser: () => Promise<SessionUser | null>;
  /** The account whose authenticator code this request carries: the session's, or the waiting sign-in's. */
  codeStepUserId: () => Promise<string | null>;
}

export interface BridgeRule {
  /** French message when Better Auth fails with a code `auth-errors.ts` does not translate. */
  fallback: string;
  /** Validates the browser's body with the shared schema and returns the body Better Auth expects. */
  prepare?: (body: unknown, context: BridgeContext) => Promise<Record<string, unknown>>;
  /** Better Auth's success body is replaced by `{ ok: true }`: it may hold the session token. */
  hideSuccessBody?: boolean;
  /** Or replaced by what this returns, built from Better Auth's JSON (never its token). */
  present?: (body: unknown) => Promise<unknown>;
  /** Runs once Better Auth has answered a POST, with the body `prepare` gave it (before the reply). */
  settle?: (response: Response, prepared: Record<string, unknown>, context: BridgeContext) => Promise<void>;
}

/** A per-account limit, multiplied by AUTH_RATE_LIMIT_FACTOR like the per-IP ones. */
export async function limit(context: BridgeContext, key: string, windowSeconds: number, max: number) {
  if (!context.rateLimit) return;
  await consumeAccountAttempt(context.db, key, {
    windowSeconds,
    max: max * context.config.AUTH_RATE_LIMIT_FACTOR,
  });
}

/** The signed-in user a rule needs, or 401. */
export async function signedIn(context: BridgeContext): Promise<SessionUser> {
  const user = await context.sessionUser();
  if (!user) throw new AppError("UNAUTHENTICATED", 401, NOT_SIGNED_IN);
  return user;
}
