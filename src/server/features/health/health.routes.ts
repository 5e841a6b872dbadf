import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/http/error-responses";

/** Liveness (the process answers) and readiness (the database answers), for load balancers and CI. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => ({
    status: "ok" as const,
  }));

  app.get(
    "/ready",
    {
      schema: {
        response: {
          200: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
          ...errorResponses(503),
        },
      },
    },
    async (request, reply) => {
      // A stopping instance says so first, so that a proxy checking it sends its traffic elsewhere while it
      // still finishes what it has (decision 044).
      if (app.lifecycle.draining) {
        return reply.status(503).send({ code: "NOT_READY", message: "Le serveur s'arrête." });
      }
      try {
        await app.database.db.execute(sql`select 1`);
        return { status: "ready" as const, database: app.database.kind };
      } catch (error) {
        request.log.error({ err: error }, "database unreachable");
        return reply.status(503).send({ code: "NOT_READY", message: "La base de données est indisponible." });
      }
    },
  );
};
