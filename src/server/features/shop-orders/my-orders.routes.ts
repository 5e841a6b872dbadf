import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { lines, toPublicConfig } from "#server/config/public-config";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import {
  declareContentsBodySchema,
  myShopOrdersSchema,
  refusedItemsAcknowledgementSchema,
} from "#shared/shop-orders/shop-order-api";
import { listMyOrders } from "./my-orders.service";
import { acknowledgeRefusedItems, declareContents } from "./order-contents.service";

const orderParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The client's side of Ma boîte (docs/product/ma-boite.md#ma-boite): their orders and address, the
 * contents they declare on a waiting order, the refused-items list acknowledged. Confirmed clients
 * only; every query is scoped to the session user, so another client's order answers 404.
 */
export const myShopOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  const myOrders = (userId: string) =>
    listMyOrders(app.database.db, userId, {
      freeStorageDays: app.config.FREE_STORAGE_DAYS,
      warehouse: lines(app.config.PARTNER_DELIVERY_ADDRESS),
    });

  app.get(
    "/shop-orders",
    {
      onRequest: app.guards.requireConfirmed,
      schema: { response: { 200: myShopOrdersSchema, ...errorResponses(401, 403) } },
    },
    async (request) => myOrders(signedInUser(request).id),
  );

  app.put(
    "/shop-orders/:id/contents",
    {
      onRequest: app.guards.requireConfirmed,
      schema: {
        params: orderParams,
        body: declareContentsBodySchema,
        response: { 200: myShopOrdersSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { shopOrders } = toPublicConfig(app.config);
      await declareContents(app.database.db, user.id, request.params.id, request.body.items, shopOrders);
      return myOrders(user.id);
    },
  );

  app.post(
    "/shop-orders/refused-items-acknowledgement",
    {
      onRequest: app.guards.requireConfirmed,
      schema: { response: { 200: refusedItemsAcknowledgementSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({
      acknowledgedAt: (
        await acknowledgeRefusedItems(app.database.db, signedInUser(request).id)
      ).toISOString(),
    }),
  );
};
