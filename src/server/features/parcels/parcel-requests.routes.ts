import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { toPublicConfig } from "#server/config/public-config";
import { accountChanged, limitPerAccountHour } from "#server/features/accounts";
import { offeredDates } from "#server/features/departures";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import { ACCOUNT_LIMIT_MESSAGES } from "#shared/account-limits";
import { notificationRequestSchema, parcelRequestSchema } from "#shared/parcel-request";
import {
  createdParcelSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  offeredDatesQuerySchema,
  offeredDatesResponseSchema,
} from "#shared/parcels/request-api";
import { createNotificationRequest, createParcel } from "./parcel-creation.service";

const errors = errorResponses(400, 401, 403, 422);
const requestErrors = errorResponses(400, 401, 403, 422, 429);
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/** A phone given with a request is saved on the account, which the session cache holds. */
function phoneSaved(request: FastifyRequest, userId: string, clientPhone: string | null) {
  if (clientPhone !== null) accountChanged(request, userId);
}

/**
 * The wizard's calls (docs/product/request.md): dates offered on a route, a parcel request, a
 * notification-only request. Confirmed clients only (admins pass the guard too); the owner is always the
 * session user.
 */
/** `onlinePayment`: a payment provider is configured (the booking e-mail then offers paying online). */
export const parcelRequestsRoutes: FastifyPluginAsyncZod<{ onlinePayment: boolean }> = async (
  app,
  { onlinePayment },
) => {
  noStoreByDefault(app);
  // Parcel and notification requests share one count per account (decision 095).
  const perAccount = limitPerAccountHour(
    "parcel-requests",
    () => app.config.PARCEL_REQUESTS_PER_ACCOUNT_HOUR,
    ACCOUNT_LIMIT_MESSAGES.parcelRequests,
  );
  const tariff = () => ({
    centsPerKg: app.config.TARIFF_CENTS_PER_KG,
    fcfaPerKg: app.config.TARIFF_FCFA_PER_KG,
  });

  // docs/product/request.md#dates-offered: exactly this route, today (Paris) or later, soonest first.
  app.get(
    "/available-dates",
    {
      onRequest: app.guards.requireConfirmed,
      schema: {
        querystring: offeredDatesQuerySchema,
        response: { 200: offeredDatesResponseSchema, ...errors },
      },
    },
    async (request) => ({ dates: await offeredDates(app.database.db, request.query.from, request.query.to) }),
  );

  app.post(
    "/parcels",
    {
      onRequest: app.guards.requireConfirmed,
      preHandler: perAccount,
      schema: {
        body: parcelRequestSchema,
        headers: idempotencyHeaders,
        response: { 200: createdParcelSchema, 201: createdParcelSchema, ...requestErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { parcel, created } = await createParcel(app.database.db, user, request.body, {
        tariff: tariff(),
        publicUrl: app.config.PUBLIC_URL,
        business: toPublicConfig(app.config).business,
        onlinePayment,
        contentRules: toPublicConfig(app.config).shopOrders,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      });
      phoneSaved(request, user.id, request.body.clientPhone);
      return reply.status(created ? 201 : 200).send(parcel);
    },
  );

  app.post(
    "/parcels/notification-requests",
    {
      onRequest: app.guards.requireConfirmed,
      preHandler: perAccount,
      schema: {
        body: notificationRequestSchema,
        headers: idempotencyHeaders,
        response: { 200: createdParcelSchema, 201: createdParcelSchema, ...requestErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { parcel, created } = await createNotificationRequest(app.database.db, user, request.body, {
        tariff: tariff(),
        publicUrl: app.config.PUBLIC_URL,
        business: toPublicConfig(app.config).business,
        onlinePayment,
        contentRules: toPublicConfig(app.config).shopOrders,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      });
      phoneSaved(request, user.id, request.body.clientPhone);
      return reply.status(created ? 201 : 200).send(parcel);
    },
  );
};
