import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { limitPerAccountHour } from "#server/features/accounts";
import { AppError } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import { ACCOUNT_LIMIT_MESSAGES } from "#shared/account-limits";
import { parcelIdParamsSchema } from "#shared/parcels/request-api";
import {
  adminOnlinePaymentsQuerySchema,
  adminOnlinePaymentsSchema,
  checkoutResponseSchema,
  markRefundedBodySchema,
  ONLINE_PAYMENT_OFF_MESSAGE,
  onlinePaymentParamsSchema,
  onlinePaymentStateSchema,
  onlinePaymentsSummarySchema,
} from "#shared/payments/online-payment";
import { listOnlinePayments, onlinePaymentState, startCheckout } from "./online-payments.service";
import type { PaymentDeps } from "./payment-confirmation";
import { markOnlinePaymentRefunded, onlinePaymentsSummary } from "./unrecorded-payments";
import { handleWebhook } from "./webhook";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment provider the settings describe; null when online payment is off. */
    payments: PaymentDeps | null;
  }
}

/** The provider's webhook: public, its signature is its authorization (decision 080). */
async function webhookRoute(app: FastifyInstance) {
  // The signature covers the body's exact bytes: this route reads it as text, not parsed and re-encoded.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.post("/payments/fedapay/webhook", async (request, reply) => {
    const answer = await handleWebhook(
      app.payments,
      typeof request.body === "string" ? request.body : "",
      request.headers,
      request.log,
    );
    return reply.status(answer.status).send(answer.body);
  });
}

/** Online payment of a parcel for its owner (docs/product/online-payment.md), and the webhook. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  await app.register(webhookRoute);

  app.get(
    "/parcels/:id/online-payment",
    {
      onRequest: app.guards.requireConfirmed,
      schema: {
        params: parcelIdParamsSchema,
        response: { 200: onlinePaymentStateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      onlinePaymentState(app.payments, app.database.db, signedInUser(request), request.params.id),
  );

  app.post(
    "/parcels/:id/online-payment",
    {
      onRequest: app.guards.requireConfirmed,
      // Each checkout opens a transaction at the provider: a count per account (decision 095).
      preHandler: limitPerAccountHour(
        "checkouts",
        () => app.config.CHECKOUTS_PER_ACCOUNT_HOUR,
        ACCOUNT_LIMIT_MESSAGES.checkouts,
      ),
      schema: {
        params: parcelIdParamsSchema,
        response: { 201: checkoutResponseSchema, ...errorResponses(401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!app.payments) throw new AppError("ONLINE_PAYMENT_OFF", 404, ONLINE_PAYMENT_OFF_MESSAGE);
      return reply
        .status(201)
        .send(await startCheckout(app.payments, signedInUser(request), request.params.id));
    },
  );
};

/**
 * « Paiements en ligne » of the admin, under /api/admin with the admin guard as a hook of this plugin,
 * like every admin route (registered beside them in app.ts: the admin feature does not import this one).
 */
export const onlinePaymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.guards.requireAdmin);
  noStoreByDefault(app);
  app.get(
    "/online-payments",
    {
      schema: {
        querystring: adminOnlinePaymentsQuerySchema,
        response: { 200: adminOnlinePaymentsSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ payments: await listOnlinePayments(app.database.db, request.query) }),
  );
  // The dashboard's « À traiter »: approved payments not recorded on their parcel, not refunded yet.
  app.get(
    "/online-payments/summary",
    { schema: { response: { 200: onlinePaymentsSummarySchema } } },
    async () => onlinePaymentsSummary(app.database.db),
  );
  app.post(
    "/online-payments/:id/refunded",
    {
      schema: {
        params: onlinePaymentParamsSchema,
        body: markRefundedBodySchema,
        response: { 200: onlinePaymentsSummarySchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await markOnlinePaymentRefunded(app.database.db, signedInUser(request), request.params.id);
      return onlinePaymentsSummary(app.database.db);
    },
  );
};
