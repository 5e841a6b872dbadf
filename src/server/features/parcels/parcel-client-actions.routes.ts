import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toPublicConfig } from "#server/config/public-config";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import type { SessionUser } from "#shared/accounts";
import { cancelRequestBodySchema, chooseDateBodySchema } from "#shared/parcels/client-actions";
import { parcelIdParamsSchema as params } from "#shared/parcels/request-api";
import { declareContentsBodySchema } from "#shared/shop-orders/shop-order-api";
import { parcelDetailResponseSchema } from "#shared/tracking/tracking-schemas";
import { cancelRequest, chooseDate, editContents } from "./parcel-client-actions.service";
import { getParcelDetail } from "./parcel-detail.service";

/** What both actions take and answer: the parcel's id, and its detail after the change. */
const actionSchema = {
  params,
  response: { 200: parcelDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

/**
 * The owner's actions on a sent request: a waiting request takes a date, an unpaid one is cancelled
 * (docs/product/parcels.md#waiting-request), a pending one's contents are corrected
 * (docs/product/contents-and-customs.md#contents). Each answers with the parcel's detail after the change.
 */
/** `onlinePayment`: a payment provider is configured (the booking e-mail then offers paying online). */
export const parcelClientActionsRoutes: FastifyPluginAsyncZod<{ onlinePayment: boolean }> = async (
  app,
  { onlinePayment },
) => {
  noStoreByDefault(app);
  const detail = async (user: SessionUser, id: string) => ({
    parcel: await getParcelDetail(app.database.db, user, id),
  });

  app.post(
    "/parcels/:id/preferred-date",
    {
      onRequest: app.guards.requireConfirmed,
      schema: { ...actionSchema, body: chooseDateBodySchema },
    },
    async (request) => {
      const user = signedInUser(request);
      await chooseDate(app.database.db, user, request.params.id, request.body, {
        tariff: { centsPerKg: app.config.TARIFF_CENTS_PER_KG, fcfaPerKg: app.config.TARIFF_FCFA_PER_KG },
        publicUrl: app.config.PUBLIC_URL,
        business: toPublicConfig(app.config).business,
        onlinePayment,
      });
      return detail(user, request.params.id);
    },
  );

  app.post(
    "/parcels/:id/cancel",
    {
      onRequest: app.guards.requireConfirmed,
      schema: { ...actionSchema, body: cancelRequestBodySchema },
    },
    async (request) => {
      const user = signedInUser(request);
      await cancelRequest(app.database.db, user, request.params.id);
      return detail(user, request.params.id);
    },
  );

  app.put(
    "/parcels/:id/contents",
    {
      onRequest: app.guards.requireConfirmed,
      schema: { ...actionSchema, body: declareContentsBodySchema },
    },
    async (request) => {
      const user = signedInUser(request);
      const rules = toPublicConfig(app.config).shopOrders;
      await editContents(app.database.db, user, request.params.id, request.body.items, rules);
      return detail(user, request.params.id);
    },
  );
};
