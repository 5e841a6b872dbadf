import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "#server/db/schema";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { profilePhoneSchema } from "#shared/phones/profile-phone";
import { accountChanged } from "./account-changes";
import { signedInUser } from "./session";

/**
 * PUT /api/accounts/me/phone: the owner sets or removes their phone, stored in E.164
 * (docs/product/recipients.md#phone-numbers). Read back through GET /api/accounts/me.
 */
export const profilePhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  app.put(
    "/accounts/me/phone",
    {
      onRequest: app.guards.requireOwnAccount,
      schema: {
        body: profilePhoneSchema,
        response: { 200: z.object({ phone: z.string().nullable() }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const phone = request.body.phone ?? null;
      const userId = signedInUser(request).id;
      await app.database.db.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
      // The phone is part of the cached session user (GET /api/accounts/me).
      accountChanged(request, userId);
      return { phone };
    },
  );
};
