import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Labels and manifests of departures and parcels (docs/product/departures.md#labels). */
export const departureFilesRoutes: FastifyPluginAsyncZod = async () => {};
