import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { VapidKeys } from "#server/config/vapid-keys";
import { AppError, badRequest, notFound } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import {
  PUSH_ENDPOINT_REFUSED,
  PUSH_NOT_CONFIGURED,
  pushReceiptSchema,
  pushSettingsSchema,
  pushSubscribedSchema,
  pushSubscriptionInputSchema,
} from "#shared/push-notifications";
import { PUSH_RECEIPT_PATH } from "#shared/push-paths";
import { acceptsPushEndpoint } from "./push-endpoint";
import {
  listPushDevices,
  recordPushShown,
  subscribePush,
  unsubscribePush,
} from "./push-subscriptions.service";

const params = z.object({ id: z.string().min(1).max(100) });

/**
 * The profile's 'Recevoir les notifications sur cet appareil' (docs/product/notifications.md#push,
 * docs/decisions/083-web-push.md): the VAPID public key a browser subscribes with, the account's own
 * devices, subscribing this browser, removing one of them, and the device's receipt of a push shown.
 * One's own account only, like the other
 * profile switches: open to an admin whose session lacks the second factor (session.ts).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ vapidKeys: VapidKeys | null }> = async (
  app,
  { vapidKeys },
) => {
  noStoreByDefault(app);
  const guard = app.guards.requireOwnAccount;
  const production = app.config.NODE_ENV === "production";

  app.get(
    "/accounts/push",
    { onRequest: guard, schema: { response: { 200: pushSettingsSchema, ...errorResponses(401) } } },
    async (request) => ({
      publicKey: vapidKeys?.publicKey ?? null,
      devices: vapidKeys ? await listPushDevices(app.database.db, signedInUser(request).id) : [],
    }),
  );

  app.post(
    "/accounts/push/subscriptions",
    {
      onRequest: guard,
      schema: {
        body: pushSubscriptionInputSchema,
        response: { 201: pushSubscribedSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      if (!vapidKeys) throw new AppError("PUSH_OFF", 409, PUSH_NOT_CONFIGURED);
      if (!acceptsPushEndpoint(request.body.endpoint, production))
        throw badRequest("PUSH_ENDPOINT_REFUSED", PUSH_ENDPOINT_REFUSED, { endpoint: PUSH_ENDPOINT_REFUSED });
      const id = await subscribePush(
        app.database.db,
        signedInUser(request).id,
        request.body,
        request.headers["user-agent"] ?? null,
      );
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    "/accounts/push/subscriptions/:id",
    { onRequest: guard, schema: { params, response: { 204: z.null(), ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      // Another account's device and an unknown id are the same 404: nothing says which ids exist.
      if (!(await unsubscribePush(app.database.db, signedInUser(request).id, request.params.id)))
        throw notFound("Appareil introuvable.");
      return reply.status(204).send(null);
    },
  );

  // Sent by the service worker once it showed a push: the same answer whatever the id, so it tells
  // nothing about other accounts' messages.
  app.post(
    PUSH_RECEIPT_PATH.replace("/api", ""),
    {
      onRequest: guard,
      schema: { body: pushReceiptSchema, response: { 204: z.null(), ...errorResponses(400, 401) } },
    },
    async (request, reply) => {
      await recordPushShown(app.database.db, signedInUser(request).id, request.body.receipt);
      return reply.status(204).send(null);
    },
  );
};
