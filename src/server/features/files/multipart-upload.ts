import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, badRequest } from "#server/http/app-error";
import { nulByteRefused, pathOfNulByte } from "#server/http/refuse-nul-bytes";
import { MAX_PHOTO_BYTES } from "#shared/parcel-photo-limits";
import { EMPTY_FILE_MESSAGE, NO_FILE_MESSAGE } from "#shared/parcels/request-api";

/** One upload as received: the file's bytes (≤ 10 MB) and the small text fields sent beside it. */
export type ReceivedUpload = { content: Buffer; filename: string; fields: Record<string, string> };

/** Several files in one body, each read to its end: their bytes and names, in the order sent. */
export type ReceivedUploads = {
  files: { content: Buffer; filename: string }[];
  fields: Record<string, string>;
};

/**
 * Registers multipart parsing in the calling plugin only (encapsulated): one file of at most 10 MB
 * (decision 010), a few short text fields, nothing else. A form that sends a few photos with its
 * fields (a shop order's reception, decision 102) raises the counts, each file still ≤ 10 MB.
 */
export async function registerUploads(
  app: FastifyInstance,
  counts: { files: number; fields: number } = { files: 1, fields: 4 },
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: counts.files,
      fields: counts.fields,
      fieldSize: 1000,
      parts: counts.files + counts.fields,
      headerPairs: 50,
    },
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
  const { files, fields } = await readUploads(request, fileField, messages);
  const [file] = files;
  if (!file) throw badRequest("NO_FILE", NO_FILE_MESSAGE, { [fileField]: NO_FILE_MESSAGE });
  return { ...file, fields };
}

/**
 * The same reading for a body of several files of `fileField` (as many as `registerUploads` allows):
 * all of them, in order, each non-empty; none at all is the caller's to refuse.
 */
export async function readUploads(
  request: FastifyRequest,
  fileField: string,
  messages: { tooLarge: string; tooMany?: string },
): Promise<ReceivedUploads> {
  if (!request.isMultipart())
    throw badRequest("NOT_MULTIPART", NO_FILE_MESSAGE, { [fileField]: NO_FILE_MESSAGE });
  const files: { content: Buffer; filename: string }[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // Drains the stream; throws once the 10 MB limit is passed.
        const content = await part.toBuffer();
        if (part.fieldname === fileField) files.push({ content, filename: part.filename });
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, fileField, messages);
  }
  for (const file of files) {
    if (file.content.byteLength === 0)
      throw badRequest("EMPTY_FILE", EMPTY_FILE_MESSAGE, { [fileField]: EMPTY_FILE_MESSAGE });
    // Multipart bodies are read here, after the app-wide check of JSON bodies: the same refusal.
    if (file.filename.includes("\u0000")) throw nulByteRefused(fileField);
  }
  const fieldWithNul = pathOfNulByte(fields);
  if (fieldWithNul) throw nulByteRefused(fieldWithNul);
  return { files, fields };
}

/** @fastify/multipart's errors (English, some without a status) as French 4xx. */
function uploadError(
  error: unknown,
  fileField: string,
  { tooLarge, tooMany = "Envoyez un seul fichier à la fois." }: { tooLarge: string; tooMany?: string },
): AppError {
  const code = (error as { code?: string }).code ?? "";
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("FILE_TOO_LARGE", 413, tooLarge, { [fileField]: tooLarge });
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return badRequest("TOO_MANY_PARTS", tooMany, { [fileField]: tooMany });
  }
  // A body cut short or malformed: the client's fault, never a 500.
  return badRequest("BAD_UPLOAD", NO_FILE_MESSAGE, { [fileField]: NO_FILE_MESSAGE });
}
