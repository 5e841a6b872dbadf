import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessions, users } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { NOT_SIGNED_IN, signedInUser } from "#server/http/signed-in-user";
import { displayName, type SessionUser } from "#shared/accounts";
import { TWO_FACTOR_REQUIRED_MESSAGE, TWO_FACTOR_VERIFY_MESSAGE } from "#shared/two-factor";
import type { Auth } from "./auth";
import type { SessionRow } from "./session-cache";

export { NOT_SIGNED_IN, signedInUser };
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

/** What the fast path needs of Better Auth's settings, read once per Auth instance. */
interface SessionSettings {
  cookieName: string;
  /** The two-factor plugin's cookie of a sign-in waiting for its code (same prefix and signature). */
  twoFactorCookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();

export function sessionSettings(auth: Auth): Promise<SessionSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      twoFactorCookieName: context.createAuthCookie("two_factor").name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

/** The id of the session that made a request, once `readSessionUser` has found it. */
const sessionIdOf = new WeakMap<FastifyRequest, string>();

export function currentSessionIdOf(request: FastifyRequest): string | undefined {
  return sessionIdOf.get(request);
}

/**
 * The value of one cookie in a Cookie header, decoded like Better Auth's parser (better-call
 * `parseCookies`): the first cookie of that name, quotes removed, percent-decoding when it is valid.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    if (!value.includes("%")) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The session token of a signed cookie value `token.signature`, or null when the signature is not
 * right. Same rule as Better Auth's `getSignedCookie` (better-call): the signature is the standard
 * base64 of HMAC-SHA256(token) keyed with the auth secret, 44 characters ending in '='. Compared in
 * constant time.
 */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function toSessionUser(
  user: {
    id: string;
    email: string;
    name: string | null;
    role?: string | null;
    emailVerified: boolean;
    twoFactorEnabled?: boolean | null;
    phone?: string | null;
    reference: string;
  },
  sessionVerified: boolean,
  requireAdmin2fa: boolean,
): SessionUser {
  const role = user.role === "admin" ? "admin" : "client";
  const twoFactorEnabled = user.twoFactorEnabled === true;
  const required = role === "admin" && requireAdmin2fa;
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    role,
    emailVerified: user.emailVerified,
    twoFactorEnabled,
    mustSetUpTwoFactor: required && !twoFactorEnabled,
    // The session's own proof, not the account's (docs/product/accounts.md#second-factor).
    mustVerifyTwoFactor: required && twoFactorEnabled && !sessionVerified,
    phone: user.phone ?? null,
    reference: user.reference,
  };
}

/** An administrator whose session lacks the second factor where it is required: no admin view answers. */
export function lacksSecondFactor(user: SessionUser): boolean {
  return user.mustSetUpTwoFactor || user.mustVerifyTwoFactor;
}

/** Better Auth's whole `getSession`: used when a session is due for renewal or has expired. */
async function readThroughBetterAuth(
  auth: Auth,
  request: FastifyRequest,
  requireAdmin2fa: boolean,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  sessionIdOf.set(request, session.session.id);
  // Better Auth does not know the reference (the database draws it, decision 100): read beside it, on
  // this daily renewal only.
  const [account] = await request.server.database.db
    .select({ reference: users.reference })
    .from(users)
    .where(eq(users.id, session.user.id));
  if (!account) return null;
  return toSessionUser(
    {
      ...(session.user as typeof session.user & {
        role?: string;
        twoFactorEnabled?: boolean | null;
        phone?: string | null;
      }),
      reference: account.reference,
    },
    (session.session as { twoFactorVerified?: boolean }).twoFactorVerified === true,
    requireAdmin2fa,
  );
}

/** The session of `token` joined with its user: one indexed query. */
async function sessionRow(request: FastifyRequest, token: string): Promise<SessionRow | undefined> {
  const [row] = await request.server.database.db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      phone: users.phone,
      reference: users.reference,
      twoFactorVerified: sessions.twoFactorVerified,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1)
    // Prepared: its plan is made once per connection, not on every request (decision 049).
    .prepare("session_row")
    .execute();
  return row;
}

/**
 * The signed-in user from the session cookie, checked against the database, or null
 * (decision 047). One indexed query — the session by its token joined with its user — or none when
 * this instance read it in the last SESSION_CACHE_SECONDS (decision 049: a change counts at once on
 * the instance that made it, on the others when PostgreSQL's notification arrives — session-cache.ts).
 * Better Auth's `getSession` only
 * when the session is due for its daily renewal (`updateAge`, the same test as Better Auth's) or has
 * expired (Better Auth then deletes it), so its refresh semantics are unchanged.
 * `requireAdmin2fa` is the REQUIRE_ADMIN_2FA setting: an admin without two-step sign-in then must set
 * it up first (docs/product/accounts.md#two-factor).
 */
export async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
  requireAdmin2fa: boolean,
): Promise<SessionUser | null> {
  const settings = await sessionSettings(auth);
  const cookie = cookieValue(request.headers.cookie, settings.cookieName);
  if (!cookie) return null;
  const token = verifySignedToken(cookie, settings.secret);
  if (!token) return null;
  const cache = request.server.sessionCache;
  let row = cache.get(token);
  if (!row) {
    const generation = cache.readStarts();
    row = await sessionRow(request, token);
    if (!row) return null;
    const user = toSessionUser(row, row.twoFactorVerified, requireAdmin2fa);
    // Settled sessions only: confirming an e-mail or setting up two-step sign-in shows at once.
    if (user.emailVerified && !lacksSecondFactor(user)) cache.store(token, row, generation);
  }
  const expiresAt = row.expiresAt.getTime();
  const now = Date.now();
  const dueForRenewal = expiresAt - settings.expiresInMs + settings.updateAgeMs <= now;
  if (expiresAt <= now || dueForRenewal) return readThroughBetterAuth(auth, request, requireAdmin2fa);
  sessionIdOf.set(request, row.sessionId);
  return toSessionUser(row, row.twoFactorVerified, requireAdmin2fa);
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The 403 of an administrator whose session lacks the second factor where it is required. */
function secondFactorRequired(user: SessionUser): AppError {
  return new AppError(
    "TWO_FACTOR_REQUIRED",
    403,
    user.mustSetUpTwoFactor ? TWO_FACTOR_REQUIRED_MESSAGE : TWO_FACTOR_VERIFY_MESSAGE,
  );
}

/**
 * The guards every route uses (docs/product/accounts.md#roles): signed in; signed in with a confirmed
 * e-mail (admins always pass); admin. 401 sends the browser to /login, 403 explains what is missing.
 * An administrator's session without the second factor, where REQUIRE_ADMIN_2FA asks for it, gets 403
 * TWO_FACTOR_REQUIRED from all of them (docs/product/accounts.md#second-factor): an admin sees every
 * client's parcels through the ordinary routes too, so they are admin views. Only `requireOwnAccount`
 * lets it through, on the routes that read or change nothing but the signed-in account (its devices,
 * its phone, its switches, its data): what it needs to prove the factor, sign out or leave.
 */
export function createGuards(auth: Auth, requireAdmin2fa: boolean) {
  const requireOwnAccount: Guard = async (request) => {
    request.sessionUser = await readSessionUser(auth, request, requireAdmin2fa);
    if (!request.sessionUser) throw new AppError("UNAUTHENTICATED", 401, NOT_SIGNED_IN);
  };
  const requireUser: Guard = async (request, reply) => {
    await requireOwnAccount(request, reply);
    const user = signedInUser(request);
    if (lacksSecondFactor(user)) throw secondFactorRequired(user);
  };
  const requireConfirmed: Guard = async (request, reply) => {
    await requireUser(request, reply);
    const user = signedInUser(request);
    if (!user.emailVerified && user.role !== "admin")
      throw new AppError("EMAIL_NOT_CONFIRMED", 403, NOT_CONFIRMED);
  };
  const requireAdmin: Guard = async (request, reply) => {
    await requireOwnAccount(request, reply);
    const user = signedInUser(request);
    if (user.role !== "admin") throw new AppError("FORBIDDEN", 403, NOT_ADMIN);
    if (lacksSecondFactor(user)) throw secondFactorRequired(user);
  };
  return { requireOwnAccount, requireUser, requireConfirmed, requireAdmin };
}

export type Guards = ReturnType<typeof createGuards>;
