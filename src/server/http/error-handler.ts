import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { type ApiErrorBody, GENERIC_MESSAGE_BY_STATUS, GENERIC_MESSAGES } from "#shared/api-error";
import { AppError } from "./app-error";

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
      return send(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
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
