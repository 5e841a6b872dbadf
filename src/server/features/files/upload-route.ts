import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { badRequest } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from "#shared/parcels/request-api";
import { IMAGE_WORK_LIMITS } from "./image-processing";
import { type ReceivedUpload, readUpload } from "./multipart-upload";
import { claimUpload, recordUploadReply, releaseUpload } from "./upload-idempotency";
import { Admission } from "./work-queue";

/**
 * Decision 039: at most this many uploads of every upload route together are read and worked on at
 * once (each holds its body of up to 10 MB until it is stored); the next is refused with 503 BUSY and
 * `Retry-After` before its body is read. As many as the image queue runs and lets wait, so that queue
 * never has to refuse an upload whose body was already read.
 */
export const MAX_UPLOADS_IN_FLIGHT = IMAGE_WORK_LIMITS.concurrency + IMAGE_WORK_LIMITS.maxWaiting;
export const uploadsInFlight = new Admission(MAX_UPLOADS_IN_FLIGHT);

export type UploadRouteOptions<Params extends z.ZodType, Created extends z.ZodType> = {
  /** The route's guard, e.g. `app.guards.requireConfirmed`. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  params: Params;
  /** The schema of the 201 answer. */
  created: Created;
  /** The multipart field that carries the file, and the French message when it is over the limit. */
  field: string;
  tooLarge: string;
};

/**
 * `POST` of one uploaded file (decision 010): the guard, then `store`, which receives the validated
 * params and a function that reads the multipart body (call it once the record is known to accept the
 * file, so nothing is read for a refused request), and answers 201 with what it returns. Besides the
 * guard's 401/403 and the reading's 400/413, a store answers 404 (no such record) or 409 (it takes no
 * file now), all in the API's error shape, and 503 BUSY with `Retry-After` when the server already
 * handles as many uploads as it takes (decision 039). The calling plugin registers `registerUploads` first.
 *
 * With an `Idempotency-Key` header (an upload made offline and sent again, decision 078), a key this
 * account already used on this route and record answers 200 with the first answer, without reading the
 * body again or storing a second file; 422 for the key used elsewhere, 409 while the first is stored.
 */
export function uploadRoute<Params extends z.ZodType, Created extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  options: UploadRouteOptions<Params, Created>,
  store: (
    request: FastifyRequest,
    params: z.output<Params>,
    readFile: () => Promise<ReceivedUpload>,
  ) => Promise<z.output<Created>>,
): void {
  app.post(
    url,
    {
      // Before validation and before the body is read, like the admin routes: a refused caller learns nothing.
      onRequest: options.guard,
      schema: {
        params: options.params,
        response: {
          200: options.created,
          201: options.created,
          ...errorResponses(400, 401, 403, 404, 409, 413, 422, 503),
        },
      },
    },
    // Typed by hand: Fastify cannot infer a generic schema's types. The schemas above still validate the
    // params and serialise the 201 answer, as for any route.
    async (request, reply) => {
      const key = idempotencyKey(request);
      const userId = request.sessionUser?.id;
      const db = app.database.db;
      if (key && userId) {
        const target = `${url} ${JSON.stringify(request.params)}`;
        const claim = await claimUpload(db, userId, key, target);
        if (claim.kind === "replay") return reply.status(200).send(claim.reply);
      }
      let leave: (() => void) | undefined;
      try {
        const created = await store(request, request.params as z.output<Params>, () => {
          // The place is taken before the body is read, and kept until the file is stored.
          leave ??= uploadsInFlight.enter();
          return readUpload(request, options.field, { tooLarge: options.tooLarge });
        });
        if (key && userId) await recordUploadReply(db, userId, key, created);
        return reply.status(201).send(created);
      } catch (error) {
        if (key && userId) await releaseUpload(db, userId, key);
        throw error;
      } finally {
        leave?.();
      }
    },
  );
}

/** The optional Idempotency-Key header, checked like the parcel request's (decision 011). */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Clé d'idempotence invalide";
    throw badRequest("VALIDATION", message, { [IDEMPOTENCY_HEADER]: message });
  }
  return parsed.data;
}
