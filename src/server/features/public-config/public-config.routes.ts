import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toPublicConfig } from "#server/config/public-config";
import { publicConfigSchema } from "#shared/public-config";

/**
 * The tariff, password rule and business details the browser shows (docs/ARCHITECTURE.md#settings).
 * Public, cacheable.
 */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = toPublicConfig(app.config);
  app.get("/config", { schema: { response: { 200: publicConfigSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=300");
    return body;
  });
};
