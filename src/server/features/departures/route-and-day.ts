import { and, eq } from "drizzle-orm";
import { departures } from "#server/db/schema";

type Route = { fromCountry: string; toCountry: string };

/** The departures of exactly this route (docs/product/request.md#dates-offered). */
export const onRoute = (route: Route) =>
  and(eq(departures.fromCountry, route.fromCountry), eq(departures.toCountry, route.toCountry));

/** The departure of a route on a day: one at most, by the unique index `departure_route_day_uq`. */
export const onRouteAndDay = (key: Route & { date: string }) =>
  and(onRoute(key), eq(departures.date, key.date));
