import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { noStoreByDefault } from "#server/http/no-store";
import { sessionUserSchema } from "#shared/accounts";
import type { Auth } from "./auth";
import { readSessionUser } from "./session";

/** The product's own account routes, beside Better Auth's. */
export const accountsRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  noStoreByDefault(app);
  // Who is signed in (the session user + emailVerified); null for a visitor.
  app.get(
    "/accounts/me",
    { schema: { response: { 200: z.object({ user: sessionUserSchema.nullable() }) } } },
    async (request) => ({ user: await readSessionUser(auth, request) }),
  );
};
