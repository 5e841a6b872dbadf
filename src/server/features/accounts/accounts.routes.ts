import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionUserSchema } from "../../../shared/accounts";
import type { Auth } from "./auth";
import { readSessionUser } from "./session";

/** The product's own account routes, beside Better Auth's. */
export const accountsRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  // Who is signed in (seed §3 session view + emailVerified); null for a visitor. Never cached.
  app.get(
    "/accounts/me",
    { schema: { response: { 200: z.object({ user: sessionUserSchema.nullable() }) } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { user: await readSessionUser(auth, request) };
    },
  );
};
