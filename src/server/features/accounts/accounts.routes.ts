import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "#server/config/config";
import { noStoreByDefault } from "#server/http/no-store";
import { sessionUserSchema } from "#shared/accounts";
import type { Auth } from "./auth";
import { readSessionUser } from "./session";

/** The product's own account routes, beside Better Auth's. */
export const accountsRoutes: FastifyPluginAsyncZod<{ auth: Auth; config: Config }> = async (
  app,
  { auth, config },
) => {
  noStoreByDefault(app);
  // Who is signed in (the session user + emailVerified); null for a visitor.
  app.get(
    "/accounts/me",
    { schema: { response: { 200: z.object({ user: sessionUserSchema.nullable() }) } } },
    async (request) => ({ user: await readSessionUser(auth, request, config.REQUIRE_ADMIN_2FA) }),
  );
};
