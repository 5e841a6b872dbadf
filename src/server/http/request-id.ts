import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What an incoming id may look like: UUIDs, ULIDs, nginx's $request_id, Heroku's and AWS's ids all fit.
 * Anything else (spaces, quotes, newlines, kilobytes) would end up in every log line of the request.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

/**
 * Fastify's `genReqId`: the id the reverse proxy gave the request, so one id follows it from the proxy's
 * log to ours, but only behind a proxy we trust (TRUST_PROXY); reachable directly, a client could
 * choose its id and mix its lines with someone else's. Otherwise a fresh random UUID.
 */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const incoming = trustProxy ? raw.headers[REQUEST_ID_HEADER] : undefined;
    return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  };
}

/**
 * Every answer carries its id, errors included (Fastify keeps the headers set before an error), so a
 * user's "it failed" can be matched with the log line. Added first, before any hook that may refuse.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
