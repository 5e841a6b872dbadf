import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionUser } from "../../../shared/accounts";
import { apiErrorSchema } from "../../../shared/api-error-schema";
import { emailNotificationsSchema } from "../../../shared/email-notifications";
import { users } from "../../db/schema";
import { noStoreByDefault } from "../../http/no-store";

/** B3's profile switch: read and change one's own `email_notifications`; nobody else's. */
export const emailNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  const schema = { response: { 200: emailNotificationsSchema, 401: apiErrorSchema } };

  app.get("/accounts/email-notifications", { onRequest: app.guards.requireUser, schema }, async (request) => {
    const [row] = await app.database.db
      .select({ enabled: users.emailNotifications })
      .from(users)
      .where(eq(users.id, (request.sessionUser as SessionUser).id));
    return { enabled: row?.enabled ?? true };
  });

  app.put(
    "/accounts/email-notifications",
    { onRequest: app.guards.requireUser, schema: { ...schema, body: emailNotificationsSchema } },
    async (request) => {
      await app.database.db
        .update(users)
        .set({ emailNotifications: request.body.enabled, updatedAt: new Date() })
        .where(eq(users.id, (request.sessionUser as SessionUser).id));
      return { enabled: request.body.enabled };
    },
  );
};
