import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parcels } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { parcelIdAnswerSchema, trackingCodeParamsSchema } from "#shared/departures/departure-moves";
import {
  looksLikeTrackingCode,
  normalizeTrackingCode,
  PARCEL_NOT_FOUND,
} from "#shared/tracking/tracking-code";

/**
 * A label's QR code opens the public tracking page; for an administrator that page resolves the code
 * to the parcel's id here, to open it in the administration (docs/product/departures.md#scanning).
 * Under /api/admin, so only an administrator ever learns an id from a code.
 */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/parcels/by-tracking-code/:code",
    {
      schema: {
        params: trackingCodeParamsSchema,
        response: { 200: parcelIdAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const code = normalizeTrackingCode(request.params.code);
      if (!looksLikeTrackingCode(code)) throw notFound(PARCEL_NOT_FOUND);
      const [row] = await app.database.db
        .select({ id: parcels.id })
        .from(parcels)
        .where(eq(parcels.trackingCode, code));
      if (!row) throw notFound(PARCEL_NOT_FOUND);
      return { id: row.id };
    },
  );
};
