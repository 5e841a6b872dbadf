import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { pgErrorCode } from "#server/db/pg-error";
import { type ApiErrorBody, GENERIC_MESSAGE_BY_STATUS, GENERIC_MESSAGES } from "#shared/api-error";
import { AppError } from "./app-error";
import { REQUEST_ID_HEADER } from "./request-id";

/**
 * SQLSTATE class 22, "data exception": a value PostgreSQL cannot take (a date out of range, a number
 * too large, a byte sequence that is not text). Routes validate first; whatever still gets this far came
 * from the request, so it is the client's 400, not the server's 500.
 */
const isDataException = (error: unknown) => pgErrorCode(error)?.startsWith("22") ?? false;

function validationBody(entries: { path: string; message: string }[]): ApiErrorBody {
  const fieldErrors: Record<string, string> = {};
  for (const { path, message } of entries) fieldErrors[path || "_"] ??= message;
  const first = Object.values(fieldErrors)[0];
  return { code: "VALIDATION", message: first ?? GENERIC_MESSAGES.validation, fieldErrors };
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/**
 * One error path (docs/ARCHITECTURE.md#request-flow): validation → 400 with field errors, AppError → its
 * status and message, known client errors → their status in French, anything else → a logged 500 that
 * reveals nothing of the internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const entries = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? GENERIC_MESSAGES.validation,
      }));
      return send(reply, 400, validationBody(entries));
    }
    // A service that parses with a shared schema itself (e.g. the auth bridge) fails the same way.
    if (error instanceof ZodError) {
      const entries = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      return send(reply, 400, validationBody(entries));
    }
    if (error instanceof AppError) {
      // A full work queue (503 BUSY) says when to try again.
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      return send(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, "the database refused a value of the request");
      return send(reply, 400, { code: "VALIDATION", message: GENERIC_MESSAGES.validation });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response does not match its schema");
      return send(reply, 500, { code: "INTERNAL", message: GENERIC_MESSAGES.internal });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, {
        code: error.code ?? "BAD_REQUEST",
        // Fastify's own client errors (bad JSON, wrong content type, body too large…) in French.
        message: GENERIC_MESSAGE_BY_STATUS[status] ?? GENERIC_MESSAGES.badRequest,
      });
    }
    request.log.error({ err: error }, "internal error");
    return send(reply, 500, { code: "INTERNAL", message: GENERIC_MESSAGES.internal });
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route or hook runs (a URL it cannot decode, a
 * parameter over its length). Otherwise Fastify answers in English, without the request id that no
 * hook had the chance to set.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  reply.header(REQUEST_ID_HEADER, request.id);
  if (status >= 500) {
    request.log.error({ err: error }, "internal error");
    return send(reply, 500, { code: "INTERNAL", message: GENERIC_MESSAGES.internal });
  }
  return send(reply, status, {
    code: "BAD_REQUEST",
    message: GENERIC_MESSAGE_BY_STATUS[status] ?? GENERIC_MESSAGES.badRequest,
  });
}
