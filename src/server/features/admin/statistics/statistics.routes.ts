import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardStatisticsSchema } from "#shared/admin/admin-statistics";
import { dashboardStatistics } from "./statistics.service";

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/statistics", { schema: { response: { 200: dashboardStatisticsSchema } } }, async () =>
    dashboardStatistics(app.database.db),
  );
};
