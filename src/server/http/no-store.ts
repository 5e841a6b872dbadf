import type { FastifyInstance } from "fastify";

/**
 * The one rule for personal answers (a session, a parcel, an admin view): never cached by a browser
 * or a proxy, error answers included. Called at the top of a route plugin; a route that sets its own
 * Cache-Control (a file: "private, no-store") keeps it.
 */
export function noStoreByDefault(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store");
  });
}
