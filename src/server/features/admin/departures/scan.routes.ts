import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parcelIdOfTrackingCode } from "#server/features/departures";
import { errorResponses } from "#server/http/error-responses";
import { parcelIdAnswerSchema, trackingCodeParamsSchema } from "#shared/departures/departure-moves";

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
    async (request) => ({ id: await parcelIdOfTrackingCode(app.database.db, request.params.code) }),
  );
};
