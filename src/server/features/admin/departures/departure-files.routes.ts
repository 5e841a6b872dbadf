import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/http/error-responses";
import {
  departureFileParamsSchema,
  departureLabelsFileName,
  labelQuerySchema,
  manifestFileName,
  parcelLabelFileName,
  shortParcelId,
} from "#shared/departures/departure-files";
import { readDepartureParcels, readLabelParcel } from "./departure-files.service";
import { labelsPdf, manifestPdf } from "./departure-pdfs";
import { routeText } from "./label-pdf";
import { buildManifest, manifestCsv } from "./manifest-csv";

/** A download: its type, an ASCII file name, never sniffed (the admin plugin adds `no-store`). */
function sendFile(reply: FastifyReply, contentType: string, fileName: string, body: Uint8Array | string) {
  return reply
    .header("Content-Type", contentType)
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("X-Content-Type-Options", "nosniff")
    .send(typeof body === "string" ? body : Buffer.from(body));
}

const PDF = "application/pdf";

/**
 * Labels and manifests of departures and parcels (docs/product/departures.md#labels, #manifest),
 * registered under /api/admin without a prefix: the full paths are written here. URLs built by
 * `src/shared/departures/departure-files.ts`.
 */
export const departureFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publicUrl = app.config.PUBLIC_URL;

  app.get(
    "/parcels/:id/label.pdf",
    {
      schema: {
        params: departureFileParamsSchema,
        querystring: labelQuerySchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const parcel = await readLabelParcel(db, request.params.id);
      const pdf = await labelsPdf([parcel], format, publicUrl, `Étiquette ${shortParcelId(parcel.id)}`);
      return sendFile(reply, PDF, parcelLabelFileName(parcel.id, format), pdf);
    },
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
    async (request, reply) => {
      const { format } = request.query;
      const { departure, parcels } = await readDepartureParcels(db, request.params.id);
      const title = `Étiquettes — ${departure.date} — ${routeText(departure)}`;
      const pdf = await labelsPdf(parcels, format, publicUrl, title);
      return sendFile(reply, PDF, departureLabelsFileName(departure, format), pdf);
    },
  );

  app.get(
    "/departures/:id/manifest.csv",
    { schema: { params: departureFileParamsSchema, response: errorResponses(400, 404, 409) } },
    async (request, reply) => {
      const { departure, parcels } = await readDepartureParcels(db, request.params.id);
      const csv = manifestCsv(buildManifest(departure, parcels));
      return sendFile(reply, "text/csv; charset=utf-8", manifestFileName(departure, "csv"), csv);
    },
  );

  app.get(
    "/departures/:id/manifest.pdf",
    { schema: { params: departureFileParamsSchema, response: errorResponses(400, 404, 409) } },
    async (request, reply) => {
      const { departure, parcels } = await readDepartureParcels(db, request.params.id);
      const pdf = await manifestPdf(buildManifest(departure, parcels));
      return sendFile(reply, PDF, manifestFileName(departure, "pdf"), pdf);
    },
  );
};
