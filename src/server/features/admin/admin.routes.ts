import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noStoreByDefault } from "#server/http/no-store";
import { accountingRoutes } from "./accounting/accounting.routes";
import { clientsRoutes } from "./clients/clients.routes";
import { departureFilesRoutes } from "./departures/departure-files.routes";
import { departureMovesRoutes } from "./departures/departure-moves.routes";
import { departuresRoutes } from "./departures/departures.routes";
import { messagesRoutes } from "./messages/messages.routes";
import { parcelsAdminRoutes } from "./parcels/parcels.routes";
import { receptionRoutes } from "./shop-orders/reception.routes";
import { statisticsRoutes } from "./statistics/statistics.routes";

/**
 * Everything under /api/admin (docs/product/administration.md). The admin guard is a hook of this plugin
 * rather than an option of each route, so a route added here later cannot forget it; it runs on
 * `onRequest`, before validation, so a visitor gets 401/403 and never learns what a valid body looks
 * like.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.guards.requireAdmin);
  noStoreByDefault(app);
  await app.register(statisticsRoutes);
  await app.register(parcelsAdminRoutes, { prefix: "/parcels" });
  await app.register(departuresRoutes, { prefix: "/departures" });
  await app.register(clientsRoutes, { prefix: "/clients" });
  // Their own paths under /departures/:id/… and /parcels/:id/… (docs/product/departures.md).
  await app.register(departureFilesRoutes);
  await app.register(departureMovesRoutes);
  await app.register(messagesRoutes);
  // The books: invoices, credit notes and the accounting export (docs/product/accounting.md).
  await app.register(accountingRoutes);
  // Shop orders received for clients, À identifier, storage past its end (docs/product/reception.md).
  await app.register(receptionRoutes, { prefix: "/shop-orders" });
};
