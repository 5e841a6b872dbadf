import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parcels } from "#server/db/schema";
import { customsDeclaration } from "#server/features/departures";
import { sendDocument } from "#server/features/invoices";
import { notFound } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import { parcelIdParamsSchema as params } from "#shared/parcels/request-api";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

/**
 * The owner's copy of their parcel's customs declaration (docs/product/contents-and-customs.md#customs-declaration).
 * The owner only: anybody else, the carrier included, gets the 404 of a parcel that does not exist —
 * the carrier has its own route, behind the admin guard and its second factor.
 */
export const customsDeclarationRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  const tariff = { centsPerKg: app.config.TARIFF_CENTS_PER_KG, fcfaPerKg: app.config.TARIFF_FCFA_PER_KG };

  app.get(
    "/parcels/:id/customs-declaration.pdf",
    {
      onRequest: app.guards.requireUser,
      schema: { params, response: errorResponses(400, 401, 404) },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const [parcel] = await app.database.db
        .select({ clientId: parcels.clientId })
        .from(parcels)
        .where(eq(parcels.id, request.params.id))
        .limit(1);
      if (!parcel || parcel.clientId !== user.id) throw notFound(PARCEL_NOT_FOUND);
      return sendDocument(reply, await customsDeclaration(app.database.db, request.params.id, tariff));
    },
  );
};
