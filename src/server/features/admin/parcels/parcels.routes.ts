import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { invoiceSeller } from "#server/features/invoices";
import { recipientMessenger } from "#server/features/messaging";
import {
  type ActionContext,
  markPaid,
  refundBalance,
  validateBalance,
  waiveBalance,
} from "#server/features/money";
import { getParcelDetail } from "#server/features/parcels";
import { errorResponses } from "#server/http/error-responses";
import { signedInUser } from "#server/http/signed-in-user";
import {
  balanceActionBodySchema,
  markPaidBodySchema,
  parcelPageSchema,
  parcelSearchQuerySchema,
  resetBodySchema,
  statusChangeBodySchema,
} from "#shared/admin/admin-parcels";
import { handoverBodySchema } from "#shared/parcels/handover";
import { parcelIdParamsSchema as params } from "#shared/parcels/request-api";
import { parcelDetailResponseSchema } from "#shared/tracking/tracking-schemas";
import { handOver } from "./actions/handover";
import { resetParcel } from "./actions/reset";
import { changeStatus } from "./actions/status-change";
import { carrierPhotoRoutes } from "./carrier-photos.routes";
import { searchParcels } from "./parcel-search.service";

/** What every action takes and answers: the parcel's id, and its detail after the change. */
const actionSchema = {
  params,
  response: { 200: parcelDetailResponseSchema, ...errorResponses(400, 404, 409) },
};

/**
 * The parcel tab of the dashboard: search and the three actions; mark paid and reset carry the
 * confirmation of a dialog (docs/product/administration.md#confirmations). The action dialog reads a parcel
 * through GET /api/parcels/:id like the tracking screen (an admin sees every parcel there), and each
 * action answers with that same detail, as it is after the change.
 */
export const parcelsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const seller = invoiceSeller(app.config);
  const recipientMessages = recipientMessenger(app.config);
  const context = (request: FastifyRequest): ActionContext => ({
    db: app.database.db,
    actor: signedInUser(request),
    publicUrl: app.config.PUBLIC_URL,
    tariff: { centsPerKg: app.config.TARIFF_CENTS_PER_KG, fcfaPerKg: app.config.TARIFF_FCFA_PER_KG },
    seller,
    recipientMessages,
  });
  const detailAfterAction = async (request: FastifyRequest, id: string) => ({
    parcel: await getParcelDetail(app.database.db, signedInUser(request), id),
  });

  await app.register(carrierPhotoRoutes);

  app.get(
    "/",
    {
      schema: {
        querystring: parcelSearchQuerySchema,
        response: { 200: parcelPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchParcels(app.database.db, request.query),
  );

  app.post("/:id/mark-paid", { schema: { ...actionSchema, body: markPaidBodySchema } }, async (request) => {
    await markPaid(context(request), request.params.id, request.body.expectedStatus);
    return detailAfterAction(request, request.params.id);
  });

  app.post("/:id/status", { schema: { ...actionSchema, body: statusChangeBodySchema } }, async (request) => {
    await changeStatus(context(request), request.params.id, request.body);
    return detailAfterAction(request, request.params.id);
  });

  // 'Livré' with the recipient's code or ID (docs/product/recipients.md#collection-code).
  app.post("/:id/handover", { schema: { ...actionSchema, body: handoverBodySchema } }, async (request) => {
    await handOver(context(request), request.params.id, request.body);
    return detailAfterAction(request, request.params.id);
  });

  // The balance of a weigh-in (docs/product/departures.md#weigh-in): validated, waived, or refunded.
  app.post(
    "/:id/balance/validate",
    { schema: { ...actionSchema, body: balanceActionBodySchema } },
    async (request) => {
      await validateBalance(context(request), request.params.id, request.body);
      return detailAfterAction(request, request.params.id);
    },
  );
  app.post(
    "/:id/balance/waive",
    { schema: { ...actionSchema, body: balanceActionBodySchema } },
    async (request) => {
      await waiveBalance(context(request), request.params.id, request.body);
      return detailAfterAction(request, request.params.id);
    },
  );
  app.post(
    "/:id/balance/refund",
    { schema: { ...actionSchema, body: balanceActionBodySchema } },
    async (request) => {
      await refundBalance(context(request), request.params.id, request.body);
      return detailAfterAction(request, request.params.id);
    },
  );

  app.post("/:id/reset", { schema: { ...actionSchema, body: resetBodySchema } }, async (request) => {
    await resetParcel(context(request), request.params.id, request.body);
    return detailAfterAction(request, request.params.id);
  });
};
