import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendStoredFile } from "#server/features/files";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import { claimAnswerSchema, shopOrderPhotoParamsSchema } from "#shared/shop-orders/reception-api";
import { claimBodySchema } from "#shared/shop-orders/shop-order-api";
import { claimOrder } from "./claims.service";
import { readOrderPhoto } from "./order-photos";

/**
 * The client's side of the reception (docs/product/reception.md): claiming an order `À identifier`,
 * and an order's photos, read by its owner or the carrier (404 to anyone else).
 */
export const shopOrderClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);

  app.post(
    "/shop-orders/claims",
    {
      onRequest: app.guards.requireConfirmed,
      schema: {
        body: claimBodySchema,
        response: { 200: claimAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => claimOrder(app.database.db, signedInUser(request), request.body.number),
  );

  app.get(
    "/shop-orders/:id/photos/:position",
    { onRequest: app.guards.requireUser, schema: { params: shopOrderPhotoParamsSchema } },
    async (request, reply) => {
      const { id, position } = request.params;
      const file = await readOrderPhoto(app.database.db, signedInUser(request), id, position);
      return sendStoredFile(reply, file, `commande-${id}-${position + 1}.webp`);
    },
  );
};
