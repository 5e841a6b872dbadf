import type { FastifyInstance } from "fastify";
import { FORBIDDEN_CHARACTER_MESSAGE } from "#shared/api-error";
import { badRequest } from "./app-error";
import { MAX_NESTING_DEPTH, nestingRefused } from "./nesting-limit";

export type RequestValueProblem = { kind: "nul" | "too-deep"; path: string };

/**
 * The first problem in a request's value: a string or key holding U+0000, or arrays/objects nested
 * deeper than MAX_NESTING_DEPTH. Depth first, in key order, with an explicit stack: a hostile body must
 * not be able to exhaust the call stack (docs/decisions/061-bounded-request-nesting.md).
 */
export function problemInRequestValue(value: unknown): RequestValueProblem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop() as (typeof stack)[number];
    if (typeof item === "string") {
      if (item.includes("\u0000")) return { kind: "nul", path: path || "_" };
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    if (depth >= MAX_NESTING_DEPTH) return { kind: "too-deep", path: path || "_" };
    const entries = Object.entries(item);
    // Pushed in reverse so that they come off the stack in key order.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index] as [string, unknown];
      const childPath = path ? `${path}.${key}` : key;
      stack.push({ value: child, path: childPath, depth: depth + 1 });
      if (key.includes("\u0000")) stack.push({ value: "\u0000", path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The path (`description`, `photos.0.name`) of the first string holding U+0000, or undefined. */
export function pathOfNulByte(value: unknown): string | undefined {
  const problem = problemInRequestValue(value);
  return problem?.kind === "nul" ? problem.path : undefined;
}

/** The same refusal wherever the byte came from (a parameter, a field, a multipart part or its file name). */
export function nulByteRefused(field: string) {
  return badRequest("VALIDATION", FORBIDDEN_CHARACTER_MESSAGE, {
    [field]: FORBIDDEN_CHARACTER_MESSAGE,
  });
}

export function requestValueRefused(problem: RequestValueProblem) {
  return problem.kind === "nul" ? nulByteRefused(problem.path) : nestingRefused(problem.path);
}

/**
 * PostgreSQL cannot store U+0000 in text and answers with an error; no French text needs it either.
 * Every route refuses it in its parameters, query and JSON body before any handler runs, the auth
 * bridge included (multipart parts are checked where they are read: features/files/multipart-upload.ts).
 * The same walk refuses a value nested too deep that came by another way than the JSON parser, which
 * already refuses those before parsing (nesting-limit.ts).
 */
export function registerNulByteRefusal(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const problem =
      problemInRequestValue(request.params) ??
      problemInRequestValue(request.query) ??
      problemInRequestValue(request.body);
    if (problem) throw requestValueRefused(problem);
  });
}
