import type { FastifyInstance } from "fastify";
import { TOO_DEEP_MESSAGE } from "#shared/api-error";
import { badRequest } from "./app-error";

/**
 * No form of ours nests more than a few levels; 64 leaves room for any honest body and keeps every walk
 * over a request's values short (docs/decisions/061-bounded-request-nesting.md).
 */
export const MAX_NESTING_DEPTH = 64;

export function nestingRefused(field = "_") {
  return badRequest("VALIDATION", TOO_DEEP_MESSAGE, { [field]: TOO_DEEP_MESSAGE });
}

/**
 * Whether a JSON text opens more than MAX_NESTING_DEPTH arrays or objects inside each other: one pass over
 * the characters, brackets inside strings ignored, no recursion and no allocation. Malformed text is left
 * to the parser, which refuses it as before.
 */
export function jsonTextTooDeep(text: string, limit = MAX_NESTING_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (same empty-body and prototype-poisoning answers), preceded by the depth
 * check on the raw text: a body nested deeper than the limit is the client's 400 before it is even
 * parsed, so no later walk — ours, a schema's, a library's — ever meets it.
 */
export function registerBoundedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (jsonTextTooDeep(text)) {
      done(nestingRefused(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
