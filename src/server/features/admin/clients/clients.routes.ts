import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/http/error-responses";
import { clientPageSchema, clientSearchQuerySchema } from "#shared/admin/admin-clients";
import { searchClients } from "./clients.service";

/** A client's parcels come from GET /api/admin/parcels?clientId=…, the same list as the dashboard. */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        querystring: clientSearchQuerySchema,
        response: { 200: clientPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchClients(app.database.db, request.query),
  );
};
