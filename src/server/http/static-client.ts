import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { GENERIC_MESSAGES } from "../../shared/api-error";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built front end: files under /assets/ carry a content hash in their name, so they are
 * cached for a year; index.html is always revalidated so a new release shows at once. Any other GET
 * that accepts HTML gets index.html (SPA fallback: the client router shows the page, or home).
 * Unknown /api paths stay JSON 404s.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const cacheControl = filePath.includes(`${join(clientDir, "assets")}`)
          ? `public, max-age=${ONE_YEAR}, immutable`
          : "no-cache";
        res.header("Cache-Control", cacheControl);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !request.url.startsWith("/assets/");
    if (!wantsPage) {
      return reply.status(404).send({ code: "NOT_FOUND", message: GENERIC_MESSAGES.notFound });
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type("text/html; charset=utf-8")
        .send(
          '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Colibri</title>' +
            "<p>L'interface n'est pas encore construite : lancez <code>npm run build</code>.</p></html>",
        );
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
