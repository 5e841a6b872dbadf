import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { users } from "#server/db/schema";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { adminAlertsSchema } from "#shared/admin-alerts";
import { emailNotificationsSchema } from "#shared/email-notifications";
import { signedInUser } from "./session";

/**
 * The profile's on/off switches, each one column of one's own account, read and changed by its
 * owner only: parcel e-mails for everybody, the carrier's alerts for administrators
 * (docs/product/accounts.md#email-switches, docs/product/administration.md#admin-alerts).
 */
const SWITCHES = [
  { path: "/accounts/email-notifications", field: "emailNotifications", guard: "requireOwnAccount" },
  { path: "/accounts/admin-alerts", field: "adminAlerts", guard: "requireAdmin" },
] as const;

// Both switches have the same `{ enabled: boolean }` shape; each keeps its own schema for its texts.
const bodySchema = { emailNotifications: emailNotificationsSchema, adminAlerts: adminAlertsSchema };

export const preferenceSwitchesRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  for (const { path, field, guard } of SWITCHES) {
    const schema = {
      response: { 200: bodySchema[field], ...errorResponses(401, 403) },
    };
    app.get(path, { onRequest: app.guards[guard], schema }, async (request) => {
      const [row] = await app.database.db
        .select({ enabled: users[field] })
        .from(users)
        .where(eq(users.id, signedInUser(request).id));
      return { enabled: row?.enabled ?? true };
    });

    app.put(
      path,
      { onRequest: app.guards[guard], schema: { ...schema, body: bodySchema[field] } },
      async (request) => {
        await app.database.db
          .update(users)
          .set({ [field]: request.body.enabled, updatedAt: new Date() })
          .where(eq(users.id, signedInUser(request).id));
        return { enabled: request.body.enabled };
      },
    );
  }
};
