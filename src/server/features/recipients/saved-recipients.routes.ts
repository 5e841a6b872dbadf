import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import { recipientIdParamsSchema, savedRecipientsResponseSchema } from "#shared/recipients/recipient";
import { forgetSavedRecipient, listSavedRecipients } from "./saved-recipients.service";

/** The wizard's 'Destinataire déjà utilisé' (docs/product/recipients.md#saved-recipients): own ones only. */
export const savedRecipientsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  app.get(
    "/recipients",
    {
      onRequest: app.guards.requireUser,
      schema: { response: { 200: savedRecipientsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({ recipients: await listSavedRecipients(app.database.db, signedInUser(request).id) }),
  );
  app.delete(
    "/recipients/:id",
    {
      onRequest: app.guards.requireUser,
      schema: { params: recipientIdParamsSchema, response: { 204: z.null(), ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      await forgetSavedRecipient(app.database.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
