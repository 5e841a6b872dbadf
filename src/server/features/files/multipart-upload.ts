import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, badRequest } from "#server/http/app-error";
import { nulByteRefused, pathOfNulByte } from "#server/http/refuse-nul-bytes";
import { MAX_PHOTO_BYTES } from "#shared/parcel-photo-limits";
import { EMPTY_FILE_MESSAGE, NO_FILE_MESSAGE } from "#shared/parcels/request-api";

/** One upload as received: the file's bytes (≤ 10 MB) and the small text fields sent beside it. */
export type ReceivedUpload = { content: Buffer; filename: string; fields: Record<string, string> };

/**
 * Registers multipart parsing in the calling plugin only (encapsulated): one file of at most 10 MB
 * (decision 010), a few short text fields, nothing else.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 5, headerPairs: 50 },
  });
}

/**
 * Reads the multipart body: the file of `fileField` and the text fields. A file over the limit, a
 * second file, a missing or empty file are 4xx with a French message; nothing is stored.
 */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  messages: { tooLarge: string },
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw badRequest("NOT_MULTIPART", NO_FILE_MESSAGE, { [fileField]: NO_FILE_MESSAGE });
  let file: { content: Buffer; filename: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // Drains the stream; throws once the 10 MB limit is passed.
        const content = await part.toBuffer();
        if (part.fieldname === fileField && !file) file = { content, filename: part.filename };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, fileField, messages.tooLarge);
  }
  if (!file) throw badRequest("NO_FILE", NO_FILE_MESSAGE, { [fileField]: NO_FILE_MESSAGE });
  if (file.content.byteLength === 0)
    throw badRequest("EMPTY_FILE", EMPTY_FILE_MESSAGE, { [fileField]: EMPTY_FILE_MESSAGE });
  // Multipart bodies are read here, after the app-wide check of JSON bodies: the same refusal.
  if (file.filename.includes("\u0000")) throw nulByteRefused(fileField);
  const fieldWithNul = pathOfNulByte(fields);
  if (fieldWithNul) throw nulByteRefused(fieldWithNul);
  return { ...file, fields };
}

/** @fastify/multipart's errors (English, some without a status) as French 4xx. */
function uploadError(error: unknown, fileField: string, tooLarge: string): AppError {
  const code = (error as { code?: string }).code ?? "";
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("FILE_TOO_LARGE", 413, tooLarge, { [fileField]: tooLarge });
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return badRequest("TOO_MANY_PARTS", "Envoyez un seul fichier à la fois.", {
      [fileField]: "Envoyez un seul fichier à la fois.",
    });
  }
  // A body cut short or malformed: the client's fault, never a 500.
  return badRequest("BAD_UPLOAD", NO_FILE_MESSAGE, { [fileField]: NO_FILE_MESSAGE });
}
