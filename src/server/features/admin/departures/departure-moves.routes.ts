import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { moveDepartureParcels } from "#server/features/departures";
import { recipientMessenger } from "#server/features/messaging";
import { errorResponses } from "#server/http/error-responses";
import { signedInUser } from "#server/http/signed-in-user";
import {
  departureIdParamsSchema,
  departureMoveBodySchema,
  departureMoveResultSchema,
} from "#shared/departures/departure-moves";
import { scanRoutes } from "./scan.routes";

/**
 * Whole-departure status moves (docs/product/departures.md#whole-departure-move), and the scan of a
 * label (#scanning). Registered in the admin plugin without a prefix: full paths under /api/admin.
 */
export const departureMovesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/departures/:id/moves",
    {
      schema: {
        params: departureIdParamsSchema,
        body: departureMoveBodySchema,
        response: { 200: departureMoveResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      moveDepartureParcels(
        {
          db: app.database.db,
          actor: signedInUser(request),
          publicUrl: app.config.PUBLIC_URL,
          recipientMessages: recipientMessenger(app.config),
        },
        request.params.id,
        request.body,
      ),
  );
  await app.register(scanRoutes);
};
