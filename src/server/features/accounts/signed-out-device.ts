import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessions } from "#server/db/schema";
import { SIGNED_OUT_COOKIE } from "#shared/signed-out-cookie";
import { accountChanged } from "./account-changes";
import type { Auth } from "./auth";
import { cookieValue, verifySignedToken } from "./session";

/**
 * A device signed out while the server could not be told (docs/product/offline.md#sign-out-offline,
 * decision 099). The page cannot delete the session cookie (httpOnly), so it sets SIGNED_OUT_COOKIE.
 * Any request that carries it — the sign-out the service worker sends again, the app's next call, a
 * reload, a call made by hand with the old cookie — ends the session its cookie names, before anything
 * reads it: the request then goes on as a visitor's, and its answer expires both cookies. The session
 * row is the one truth (decision 041): once deleted, a copy of the old cookie is worth nothing anywhere.
 */

interface CookieNames {
  session: string;
  secret: string;
  /** The attributes the session cookie was set with: an expiry must repeat them to reach it. */
  expireSession: string;
}

const requestsToAnswer = new WeakSet<FastifyRequest>();

/** Every cookie of a Cookie header but those named. */
function withoutCookies(header: string, names: string[]): string {
  return header
    .split(";")
    .filter((part) => !names.includes(part.slice(0, part.indexOf("=")).trim()))
    .join(";")
    .trim();
}

async function cookieNames(auth: Auth): Promise<CookieNames> {
  const context = await auth.$context;
  const { name, attributes } = context.authCookies.sessionToken;
  const flags = [
    `Path=${attributes.path ?? "/"}`,
    "HttpOnly",
    `SameSite=${attributes.sameSite ?? "Lax"}`,
    ...(attributes.secure ? ["Secure"] : []),
  ];
  return { session: name, secret: context.secret, expireSession: `${name}=; Max-Age=0; ${flags.join("; ")}` };
}

/** Ends the session of a signed-out device's request; the request then reads as a visitor's. */
async function endSignedOutSession(request: FastifyRequest, names: CookieNames): Promise<void> {
  const header = request.headers.cookie;
  const cookie = cookieValue(header, names.session);
  const token = cookie ? verifySignedToken(cookie, names.secret) : null;
  if (token) {
    const ended = await request.server.database.db
      .delete(sessions)
      .where(eq(sessions.token, token))
      .returning({ userId: sessions.userId });
    // The session cache of every instance forgets it (session-cache.ts), as at any sign-out.
    for (const { userId } of ended) accountChanged(request, userId);
  }
  const rest = withoutCookies(header ?? "", [names.session, SIGNED_OUT_COOKIE]);
  if (rest) request.headers.cookie = rest;
  else delete request.headers.cookie;
}

export function registerSignedOutDevice(app: FastifyInstance, auth: Auth): void {
  let names: Promise<CookieNames> | undefined;
  const namesOnce = () => {
    names ??= cookieNames(auth);
    return names;
  };
  app.addHook("onRequest", async (request) => {
    if (cookieValue(request.headers.cookie, SIGNED_OUT_COOKIE) === null) return;
    await endSignedOutSession(request, await namesOnce());
    requestsToAnswer.add(request);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (!requestsToAnswer.has(request)) return payload;
    const { session, expireSession } = await namesOnce();
    const setCookie = reply.getHeader("set-cookie");
    const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
    // A reply that sets the session cookie itself keeps its own: a sign-in in the same request (the
    // next person's session), Better Auth's sign-out (its expiry).
    const newSession = cookies.some((cookie) => cookie.startsWith(`${session}=`));
    reply.header("set-cookie", [
      ...cookies,
      ...(newSession ? [] : [expireSession]),
      `${SIGNED_OUT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
    ]);
    return payload;
  });
}
