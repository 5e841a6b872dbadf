import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "#server/config/config";
import { AppError, notFound } from "#server/http/app-error";
import { RATE_LIMITED } from "#server/http/rate-limit";
import { recordingAccountChanges } from "./account-changes";
import { type Auth, CLIENT_IP_HEADER } from "./auth";
import { BRIDGE_RULES } from "./auth-bridge-rules";
import { frenchAuthMessage } from "./auth-errors";
import type { BridgeRule } from "./bridge-rule";
import { readSessionUser, toHeaders } from "./session";
import { signInChallengeUserId } from "./sign-in-challenge";

const PREFIX = "/api/auth";

export interface AuthBridgeOptions {
  auth: Auth;
  config: Config;
  rateLimit: boolean;
}

async function forward(
  request: FastifyRequest,
  rule: BridgeRule,
  { auth, config, rateLimit }: AuthBridgeOptions,
): Promise<Response> {
  const headers = toHeaders(request);
  // Better Auth keys its rate limits on this header: only our own view of the client IP goes in
  // (Fastify's, which follows X-Forwarded-For only when TRUST_PROXY is on), never the client's.
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete("content-length");
  const sessionUser = () => readSessionUser(auth, request, config.REQUIRE_ADMIN_2FA);
  const context = {
    db: request.server.database.db,
    config,
    rateLimit,
    sessionUser,
    codeStepUserId: async () => (await sessionUser())?.id ?? signInChallengeUserId(auth, request),
  };
  let prepared: Record<string, unknown> | undefined;
  if (request.method === "POST") {
    prepared = rule.prepare
      ? // No body, or a JSON `null`, reads as an empty form (French "required" messages): the shared
        // schemas' refinements expect an object and would otherwise crash into a 500.
        await rule.prepare(request.body ?? {}, context)
      : {};
    headers.set("content-type", "application/json");
  }
  const response = await auth.handler(
    new Request(new URL(request.url, config.PUBLIC_URL), {
      method: request.method,
      headers,
      body: prepared && JSON.stringify(prepared),
    }),
  );
  if (prepared && rule.settle) await rule.settle(response, prepared, context);
  return response;
}

async function reply(response: Response, rule: BridgeRule, fastifyReply: FastifyReply) {
  fastifyReply.status(response.status).header("Cache-Control", "no-store");
  for (const [name, value] of response.headers) {
    if (!["set-cookie", "content-length", "content-encoding", "cache-control"].includes(name)) {
      fastifyReply.header(name, value);
    }
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) fastifyReply.header("set-cookie", cookies);

  if (response.status >= 400) {
    const text = await response.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      // Better Auth's rate limiter and 404s answer in plain text.
    }
    throw new AppError(
      // Better Auth's own limiter answers in plain text: same code as the product's other limits.
      code ?? (response.status === 429 ? RATE_LIMITED : "AUTH_ERROR"),
      response.status,
      frenchAuthMessage(response.status, code, rule.fallback),
    );
  }
  if (response.status >= 300) return fastifyReply.send();
  if (rule.hideSuccessBody) return fastifyReply.type("application/json; charset=utf-8").send({ ok: true });
  if (rule.present)
    return fastifyReply
      .type("application/json; charset=utf-8")
      .send(await rule.present(JSON.parse(await response.text())));
  return fastifyReply.send(await response.text());
}

/**
 * /api/auth/*: Better Auth behind a gate. Each path the product uses has a rule (auth-bridge-rules.ts)
 * that validates the body with the shared French schemas and rewrites it for Better Auth; Better
 * Auth's English errors come back in French in the product's error shape. Other paths are 404.
 */
export const authBridgeRoutes: FastifyPluginAsync<AuthBridgeOptions> = async (app, options) => {
  app.route({
    method: ["GET", "POST"],
    url: `${PREFIX}/*`,
    async handler(request, fastifyReply) {
      const path = request.url.slice(PREFIX.length).split("?")[0];
      const rule = BRIDGE_RULES[`${request.method} ${path}`];
      if (!rule) throw notFound();
      // Better Auth's writes to sessions and users are noted for the session cache (account-changes.ts).
      const response = await recordingAccountChanges(request, () => forward(request, rule, options));
      return reply(response, rule, fastifyReply);
    },
  });
};
