import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  customsDeclaration,
  type Download,
  departureLabels,
  departureManifest,
  parcelLabel,
} from "#server/features/departures";
import { errorResponses } from "#server/http/error-responses";
import { departureFileParamsSchema, labelQuerySchema } from "#shared/departures/departure-files";

/** A download: its type, an ASCII file name, never sniffed (the admin plugin adds `no-store`). */
function sendFile(reply: FastifyReply, { contentType, fileName, body }: Download) {
  return reply
    .header("Content-Type", contentType)
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("X-Content-Type-Options", "nosniff")
    .send(typeof body === "string" ? body : Buffer.from(body));
}

/**
 * Labels and manifests of departures and parcels (docs/product/departures.md#labels, #manifest), and a
 * parcel's customs declaration (docs/product/contents-and-customs.md#customs-declaration),
 * registered under /api/admin without a prefix: the full paths are written here. URLs built by
 * `src/shared/departures/departure-files.ts`.
 */
export const departureFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publicUrl = app.config.PUBLIC_URL;
  const tariff = { centsPerKg: app.config.TARIFF_CENTS_PER_KG, fcfaPerKg: app.config.TARIFF_FCFA_PER_KG };

  app.get(
    "/parcels/:id/label.pdf",
    {
      schema: {
        params: departureFileParamsSchema,
        querystring: labelQuerySchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) =>
      sendFile(reply, await parcelLabel(db, request.params.id, request.query.format, publicUrl)),
  );

  app.get(
    "/departures/:id/labels.pdf",
    {
      schema: {
        params: departureFileParamsSchema,
        querystring: labelQuerySchema,
        response: errorResponses(400, 404, 409),
      },
    },
    async (request, reply) =>
      sendFile(reply, await departureLabels(db, request.params.id, request.query.format, publicUrl)),
  );

  app.get(
    "/departures/:id/manifest.csv",
    { schema: { params: departureFileParamsSchema, response: errorResponses(400, 404, 409) } },
    async (request, reply) => sendFile(reply, await departureManifest(db, request.params.id, "csv", tariff)),
  );

  app.get(
    "/departures/:id/manifest.pdf",
    { schema: { params: departureFileParamsSchema, response: errorResponses(400, 404, 409) } },
    async (request, reply) => sendFile(reply, await departureManifest(db, request.params.id, "pdf", tariff)),
  );

  // docs/product/contents-and-customs.md#customs-declaration: any parcel, the carrier's copy.
  app.get(
    "/parcels/:id/customs-declaration.pdf",
    { schema: { params: departureFileParamsSchema, response: errorResponses(400, 404) } },
    async (request, reply) => sendFile(reply, await customsDeclaration(db, request.params.id, tariff)),
  );
};
