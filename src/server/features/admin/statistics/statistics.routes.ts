import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardStatisticsSchema } from "#shared/admin/admin-statistics";
import { businessFiguresSchema } from "#shared/admin/business-figures";
import { businessFigures } from "./business-figures.service";
import { dashboardStatistics } from "./statistics.service";

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/statistics", { schema: { response: { 200: dashboardStatisticsSchema } } }, async () =>
    dashboardStatistics(app.database.db),
  );
  // The charts' figures (docs/product/administration.md#business-at-a-glance), asked only when the
  // admin opens them.
  app.get("/statistics/business", { schema: { response: { 200: businessFiguresSchema } } }, async () =>
    businessFigures(app.database.db),
  );
};
