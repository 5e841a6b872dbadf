import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readUploads, registerUploads, uploadsInFlight } from "#server/features/files";
import {
  assignOwner,
  confirmClaim,
  overdueOrders,
  type ReceptionContext,
  receiveOrder,
  recentOrders,
  refuseClaim,
  searchReceptionClients,
  unidentifiedOrders,
} from "#server/features/shop-orders";
import { errorResponses } from "#server/http/error-responses";
import { signedInUser } from "#server/http/signed-in-user";
import { PHOTO_TOO_LARGE_MESSAGE } from "#shared/parcel-photo-limits";
import {
  assignOwnerBodySchema,
  clientSearchQuerySchema,
  shopOrderIdParamsSchema as params,
  RECEPTION_LIMITS,
  receivedOrderSchema,
  receivedOrdersSchema,
  receptionClientsSchema,
  TOO_MANY_ORDER_PHOTOS,
} from "#shared/shop-orders/reception-api";

const context = (app: FastifyInstance, request: FastifyRequest): ReceptionContext => ({
  db: app.database.db,
  actor: signedInUser(request),
  publicUrl: app.config.PUBLIC_URL,
  freeDays: app.config.FREE_STORAGE_DAYS,
});

/** The form's text fields beside the photos (receiveOrderFieldsSchema), with room for one more. */
const RECEPTION_FIELDS = 9;

/**
 * The carrier's reception of shop orders (docs/product/reception.md), under /api/admin/shop-orders:
 * inside the admin plugin, whose hook already requires an administrator with the second factor.
 */
export const receptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { schema: { response: { 200: receivedOrdersSchema } } };

  app.get(
    "/clients",
    {
      schema: {
        querystring: clientSearchQuerySchema,
        response: { 200: receptionClientsSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ clients: await searchReceptionClients(app.database.db, request.query.q) }),
  );

  app.get("/recent", list, async () => ({
    orders: await recentOrders(app.database.db, app.config.FREE_STORAGE_DAYS),
  }));
  app.get("/unidentified", list, async () => ({
    orders: await unidentifiedOrders(app.database.db, app.config.FREE_STORAGE_DAYS),
  }));
  app.get("/overdue", list, async () => ({
    orders: await overdueOrders(app.database.db, app.config.FREE_STORAGE_DAYS),
  }));

  const changed = { response: { 200: receivedOrderSchema, ...errorResponses(404, 409) } };
  app.post("/:id/claim/confirm", { schema: { params, ...changed } }, async (request) =>
    confirmClaim(context(app, request), request.params.id),
  );
  app.post("/:id/claim/refuse", { schema: { params, ...changed } }, async (request) =>
    refuseClaim(context(app, request), request.params.id),
  );
  app.post(
    "/:id/owner",
    {
      schema: {
        params,
        body: assignOwnerBodySchema,
        ...changed,
        response: { ...changed.response, ...errorResponses(400) },
      },
    },
    async (request) => assignOwner(context(app, request), request.params.id, request.body.clientId),
  );

  // The reception itself: a multipart body of the fields and up to `photosMax` photos (field `photo`),
  // in a plugin of its own for its multipart limits.
  await app.register(async (upload) => {
    await registerUploads(upload, { files: RECEPTION_LIMITS.photosMax, fields: RECEPTION_FIELDS });
    upload.post(
      "/",
      { schema: { response: { 201: receivedOrderSchema, ...errorResponses(400, 404, 409, 413, 503) } } },
      async (request, reply) => {
        // The uploads' shared budget (decision 039): taken before the body is read.
        const leave = uploadsInFlight.enter();
        try {
          const body = await readUploads(request, "photo", {
            tooLarge: PHOTO_TOO_LARGE_MESSAGE,
            tooMany: TOO_MANY_ORDER_PHOTOS,
          });
          return reply.status(201).send(await receiveOrder(context(app, request), body));
        } finally {
          leave();
        }
      },
    );
  });
};
