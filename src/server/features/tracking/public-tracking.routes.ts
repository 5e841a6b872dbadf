import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { collectionPointFor } from "#server/config/collection-points";
import { errorResponses } from "#server/http/error-responses";
import { routeRateLimit } from "#server/http/rate-limit";
import { publicTrackingSchema, trackingCodeParamsSchema } from "#shared/tracking/tracking-schemas";
import { getPublicTracking } from "./public-tracking.service";

/**
 * Lookups per IP and minute (docs/product/parcels.md#public-tracking: guessing is rate-limited). A
 * recipient opens a link a few times; 30 a minute is far above that and far below what guessing a 60-bit
 * code would need. Counted in the database every instance shares (decision 037), apart from the general limit.
 */
export const PUBLIC_TRACKING_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** The public tracking link's data (decision 016): no session, nothing personal, rate-limited per IP. */
export const publicTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/public/tracking/:code",
    {
      config: { rateLimit: routeRateLimit("tracking", PUBLIC_TRACKING_RATE_LIMIT) },
      schema: {
        params: trackingCodeParamsSchema,
        response: { 200: publicTrackingSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      // A status changes at any moment: always ask again, but nothing private needs no-store here.
      reply.header("Cache-Control", "no-cache");
      return getPublicTracking(app.database.db, request.params.code, (country) =>
        collectionPointFor(app.config, country),
      );
    },
  );
};
