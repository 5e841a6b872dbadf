import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicConfig } from "#shared/public-config";
import { PUBLIC_PAGE_SHELLS, PUBLIC_PAGES } from "#shared/public-pages";

interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

type PrerenderPage = (url: string, config: PublicConfig, template: string) => Promise<string>;

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/**
 * The stylesheet goes inside the prerendered page: one round trip less before the first paint on a
 * slow network (~7 KB compressed). The CSP allows inline styles; it is scripts that it forbids.
 * The <link> stays, disabled (a disabled stylesheet is not downloaded): Vite's loader of page chunks
 * looks for it before adding the stylesheet again, which would download it a second time.
 */
function inlineStylesheet(template: string, clientDir: string): string {
  const match = template.match(STYLESHEET);
  if (!match?.[1]) return template;
  const css = readFileSync(join(clientDir, match[1]), "utf8");
  const disabledLink = match[0].replace(/\s*\/?>$/, " disabled>");
  return template.replace(match[0], () => `<style>${css}</style>${disabledLink}`);
}

/**
 * Renders the public pages once, at start-up, with the configuration in force (tariff, addresses),
 * using the server build of the client (dist/ssr). Kept in memory with their brotli and gzip copies.
 * Without that build, or if rendering fails, the pages fall back to the empty shell: slower, not broken.
 */
export async function prerenderPublicPages(
  app: FastifyInstance,
  clientDir: string,
  ssrEntry: string,
  config: PublicConfig,
): Promise<Map<string, RenderedPage>> {
  const pages = new Map<string, RenderedPage>();
  if (!existsSync(ssrEntry)) return pages;
  try {
    const { prerenderPage } = (await import(pathToFileURL(ssrEntry).href)) as {
      prerenderPage: PrerenderPage;
    };
    const template = inlineStylesheet(readFileSync(join(clientDir, "index.html"), "utf8"), clientDir);
    // A shell is keyed by its route pattern (/suivi/:code), which the server registers as such.
    const toRender = [
      ...PUBLIC_PAGES.map((path) => ({ route: path, url: path })),
      ...PUBLIC_PAGE_SHELLS.map((shell) => ({ route: shell.route, url: shell.sample })),
    ];
    for (const { route, url } of toRender) {
      const html = Buffer.from(await prerenderPage(url, config, template));
      pages.set(route, {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      });
    }
  } catch (error) {
    app.log.error({ err: error }, "could not prerender the public pages: the browser will render them");
    pages.clear();
  }
  return pages;
}

export function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-cache")
    .header("Vary", "Accept-Encoding");
  if (/\bbr\b/.test(accepted)) return reply.header("Content-Encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(page.gzip);
  return reply.send(page.html);
}
