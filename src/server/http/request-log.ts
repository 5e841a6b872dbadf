import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * Query parameters whose value is a secret or personal: one-time links, codes (a tracking code opens its
 * parcel's page), searches (`q`: a client's name, e-mail or phone number).
 */
const SECRET_PARAMETER = /^(q|search)$|token|code|otp|secret|password|key|signature|email/i;
const REDACTED = "[redacted]";
/** A log line carries at most this much of the URL; the rest says nothing an operator needs. */
const MAX_URL_LENGTH = 512;

/**
 * The URL as it may be written to a log: no one-time token from an e-mail link (confirmation, magic
 * link, password reset), whether in the query or in a `/reset-password/<token>` path, and no query at
 * all under /api/auth (each of its links is a token and a callback). Logs are kept and read by more
 * people than the database, so a token there would be a way into an account.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    /(\/reset-password\/)[^/]+/,
    `$1${REDACTED}`,
  );
  if (queryStart === -1 || path.startsWith("/api/auth/")) return path.slice(0, MAX_URL_LENGTH);
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(query.keys())) {
    if (SECRET_PARAMETER.test(name)) query.set(name, REDACTED);
  }
  return `${path}?${query.toString()}`.slice(0, MAX_URL_LENGTH);
}

/**
 * One log line per request instead of Fastify's two ('incoming request' and 'request completed'): the
 * line is written when the answer is sent, with everything known by then. The answered requests of
 * `quietRoutes` (the metrics scrape, every few seconds) log at debug; a refused one is an ordinary line. A 5xx is also logged at error, with its stack,
 * by the error handler; this line only says it happened.
 */
export class OneLineRequestLog extends LogController {
  constructor(private readonly quietRoutes: ReadonlySet<string> = new Set()) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url;
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      route,
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    // The answer could not be written whole (the socket failed mid-way): worth an operator's look.
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else if (route !== undefined && this.quietRoutes.has(route) && reply.statusCode < 400)
      reply.log.debug(line, "request");
    else reply.log.info(line, "request");
  }
}
