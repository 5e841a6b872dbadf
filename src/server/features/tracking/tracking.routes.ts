import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getParcelDetail } from "#server/features/parcels";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import { parcelIdParamsSchema } from "#shared/parcels/request-api";
import {
  parcelDetailResponseSchema,
  parcelListQuerySchema,
  parcelListSchema,
} from "#shared/tracking/tracking-schemas";
import { listParcels } from "./parcel-list.service";

const errors = errorResponses(400, 401, 403, 404);

/**
 * Mes Colis / Gestion des Colis (docs/product/parcels.md#tracking-screen): the list and one parcel,
 * for its owner or the admin. The other parcel routes (creation, photos, payment) live in their own
 * plugin under the same prefix.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);

  app.get(
    "/parcels",
    {
      onRequest: app.guards.requireConfirmed,
      schema: { querystring: parcelListQuerySchema, response: { 200: parcelListSchema, ...errors } },
    },
    async (request) => listParcels(app.database.db, signedInUser(request), request.query),
  );

  app.get(
    "/parcels/:id",
    {
      onRequest: app.guards.requireConfirmed,
      schema: { params: parcelIdParamsSchema, response: { 200: parcelDetailResponseSchema, ...errors } },
    },
    async (request) => ({
      parcel: await getParcelDetail(app.database.db, signedInUser(request), request.params.id),
    }),
  );
};
