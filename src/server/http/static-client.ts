import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GENERIC_MESSAGES } from "#shared/api-error";
import { toPublicConfig } from "../config/public-config";
import { prerenderPublicPages, sendRenderedPage } from "./prerendered-pages";
import { signedInShells } from "./signed-in-shells";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Source files never leave the server, even if a build copied some into the client folder (Vite copies
 * its public folder as it is; decision 093): only built assets are served.
 */
const SOURCE_FILE = /\.(?:[cm]?tsx?|jsx)$/i;
export const isSourcePath = (path: string) => SOURCE_FILE.test(path.split("?")[0] ?? "");

const sendShell = (reply: FastifyReply) => reply.header("Cache-Control", "no-cache").sendFile("index.html");

/**
 * Serves the built front end: files under /assets/ carry a content hash in their name, so they are
 * cached for a year; index.html is always revalidated so a new release shows at once. Any other GET
 * that accepts HTML gets index.html (SPA fallback: the client router shows the page, or home).
 * Unknown /api paths stay JSON 404s. The public pages are served prerendered (decision 025), and every asset
 * in its precompressed brotli or gzip copy when the browser accepts it.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  clientDir: string,
  /** Whether a request's session may make a signed-in page's first reads (signed-in-shells.ts). */
  mayRead: (request: FastifyRequest, path: string) => Promise<boolean>,
  ssrEntry = join(clientDir, "..", "ssr", "entry-server.js"),
): Promise<void> {
  const hasClient = existsSync(join(clientDir, "index.html"));
  if (hasClient) {
    const pages = await prerenderPublicPages(app, clientDir, ssrEntry, toPublicConfig(app.config));
    for (const [path, page] of pages) {
      // With a query string (e.g. /?confirmed=1) the page may differ from the visitor's version:
      // the browser renders it from the shell instead of hydrating HTML that would not match.
      app.get(path, (request, reply) =>
        request.url.includes("?") ? sendShell(reply) : sendRenderedPage(request, reply, page),
      );
    }
    // A signed-in page's HTML announces its code and first reads (decision 077).
    const shells = signedInShells(clientDir, mayRead);
    for (const path of shells.paths) app.get(path, (request, reply) => shells.send(request, reply, path));
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !isSourcePath(pathName),
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
      !request.url.startsWith("/assets/") &&
      !isSourcePath(request.url);
    if (!wantsPage) {
      return reply.status(404).send({ code: "NOT_FOUND", message: GENERIC_MESSAGES.notFound });
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type("text/html; charset=utf-8")
        .send(
          '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Colibri</title>' +
            "<p>L'interface n'est pas encore construite : lancez <code>npm run build</code>.</p></html>",
        );
    }
    return sendShell(reply);
  });
}
