import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Whole-departure status moves (docs/product/departures.md#whole-departure-move). */
export const departureMovesRoutes: FastifyPluginAsyncZod = async () => {};
