import type { FastifyInstance } from "fastify";

export type RegisteredRoute = { method: string; url: string };

/**
 * Every route the app serves, read from Fastify's own route tree (`printRoutes`), so tests need no
 * hand-kept list. Each line of the tree is a path segment under its parent, e.g.
 * `│   ├── admin/departures (GET, POST)`; a segment's depth is where its `── ` marker starts.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const marker = line.indexOf("── ");
    if (marker < 0) continue;
    const depth = Math.floor(marker / 4);
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(marker + 3));
    if (!match) continue;
    const segment = match[1] as string;
    stack.length = depth;
    stack.push(segment);
    if (!match[2]) continue;
    const url = stack.join("").replace(/\/+$/, "") || "/";
    for (const method of match[2].split(",").map((m) => m.trim())) routes.push({ method, url });
  }
  // A prefixed "/" route is served with and without its trailing slash: list it once.
  const unique = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
  return [...unique.values()];
}
