import type { FastifyInstance } from "fastify";
import { FORBIDDEN_CHARACTER_MESSAGE } from "#shared/api-error";
import { badRequest } from "./app-error";

/** The path (`description`, `photos.0.name`) of the first string holding U+0000, or undefined. */
export function pathOfNulByte(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path || "_" : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return itemPath;
    const found = pathOfNulByte(item, itemPath);
    if (found) return found;
  }
  return undefined;
}

/** The same refusal wherever the byte came from (a parameter, a field, a multipart part or its file name). */
export function nulByteRefused(field: string) {
  return badRequest("VALIDATION", FORBIDDEN_CHARACTER_MESSAGE, {
    [field]: FORBIDDEN_CHARACTER_MESSAGE,
  });
}

/**
 * PostgreSQL cannot store U+0000 in text and answers with an error; no French text needs it either.
 * Every route refuses it in its parameters, query and JSON body before any handler runs, the auth
 * bridge included (multipart parts are checked where they are read: features/files/multipart-upload.ts).
 */
export function registerNulByteRefusal(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field =
      pathOfNulByte(request.params) ?? pathOfNulByte(request.query) ?? pathOfNulByte(request.body);
    if (field) throw nulByteRefused(field);
  });
}
