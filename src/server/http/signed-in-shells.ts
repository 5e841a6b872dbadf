import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  SIGNED_IN_PAGES,
  SIGNED_IN_SHARED_DATA,
  SIGNED_IN_SHARED_MODULES,
  type SignedInPage,
} from "#shared/signed-in-pages";
import { WORKER_COOKIE } from "#shared/worker-cookie";

/** One chunk of Vite's manifest (dist/client/.vite/manifest.json): its file and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Better Auth's session cookie (with the `__Secure-` prefix over HTTPS). Its presence only, never its value. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every file `keys` need, their static imports included, in a stable order, without duplicates. */
function chunkFiles(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * Grey cards where the list will be, in the HTML itself: the phone shows the page's shape at its first
 * paint instead of a blank screen, until the app replaces it. No data in it: the same for everyone.
 */
const SKELETON_CARD =
  '<li class="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"><div class="h-4 w-3/4 rounded bg-stone-200 motion-safe:animate-pulse"></div><div class="mt-3 flex gap-3"><div class="h-5 w-28 rounded-full bg-stone-200 motion-safe:animate-pulse"></div><div class="h-5 w-24 rounded bg-stone-200 motion-safe:animate-pulse"></div></div><div class="mt-2 h-3 w-1/2 rounded bg-stone-200 motion-safe:animate-pulse"></div></li>';
const SKELETONS: Record<SignedInPage["skeleton"], string> = {
  list:
    '<div role="status" aria-label="Chargement…" class="flex min-h-dvh flex-col"><div class="h-16 border-b border-stone-200 bg-white"></div><section class="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10"><div class="h-9 w-48 rounded bg-stone-200 motion-safe:animate-pulse"></div><div class="mt-3 h-4 w-72 max-w-full rounded bg-stone-200 motion-safe:animate-pulse"></div>' +
    `<ul aria-hidden="true" class="mt-8 space-y-3 lg:w-2/5">${SKELETON_CARD.repeat(3)}</ul></section></div>`,
  page: '<div role="status" aria-label="Chargement…" class="flex min-h-dvh flex-col"><div class="h-16 border-b border-stone-200 bg-white"></div><section class="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12"><div class="h-9 w-64 max-w-full rounded bg-stone-200 motion-safe:animate-pulse"></div><div class="mt-3 h-4 w-80 max-w-full rounded bg-stone-200 motion-safe:animate-pulse"></div><div class="mt-8 h-64 rounded-2xl border border-stone-200 bg-white"></div></section></div>',
};

export interface SignedInShells {
  paths: string[];
  send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply>;
}

/**
 * The HTML of a signed-in page (decision 077): the app's empty shell plus, in its head,
 * `modulepreload` links for all the code of that page (read from the build's manifest), so that it
 * comes in one parallel wave instead of five; and, when the request carries a session cookie, `preload
 * as=fetch` links for the first API reads the page will make (the session, its list…), placed first so
 * that they start before the code. The HTML holds no personal data — only addresses that any
 * signed-in account would fetch — and every API answer keeps its own session checks; it still differs
 * with the cookie, so it is `private` and varies on it.
 */
export function signedInShells(
  clientDir: string,
  /**
   * Whether this request's session may make the page's first reads: announcing a read that answers 403
   * (an unconfirmed address, a client on an admin page, an admin before the second factor) only
   * fills the console with a refused request.
   */
  mayRead: (request: FastifyRequest, path: string) => Promise<boolean>,
): SignedInShells {
  const template = readFileSync(join(clientDir, "index.html"), "utf8");
  const manifestFile = join(clientDir, ".vite", "manifest.json");
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : {};
  const entryFile = Object.values(manifest).find((chunk) => "isEntry" in chunk && chunk.isEntry)?.file;

  const codeLinks = new Map<string, string>();
  for (const [path, page] of Object.entries(SIGNED_IN_PAGES)) {
    const files = chunkFiles(manifest, [...SIGNED_IN_SHARED_MODULES, page.module]).filter(
      (file) => file !== entryFile,
    );
    codeLinks.set(path, files.map((file) => `<link rel="modulepreload" href="/${file}">`).join(""));
  }

  return {
    paths: Object.keys(SIGNED_IN_PAGES),
    async send(request, reply, path) {
      const page = SIGNED_IN_PAGES[path] as SignedInPage;
      const cookies = String(request.headers.cookie ?? "");
      const signedIn = SESSION_COOKIE.test(cookies) && (await mayRead(request, path));
      // Through the installable app's worker, the page's reads go through it, which keeps them for
      // offline use (decision 078): announcing them here would bypass that.
      const throughWorker = cookies.split(/;\s*/).includes(`${WORKER_COOKIE}=1`);
      const query = new URLSearchParams(request.url.split("?")[1] ?? "");
      const dataLinks =
        signedIn && !throughWorker
          ? [...SIGNED_IN_SHARED_DATA, ...page.data(query)]
              .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`)
              .join("")
          : "";
      const html = template
        // The reads first, so that they start first; the page's code after the entry and the stylesheet.
        .replace("</title>", () => `</title>${dataLinks}`)
        .replace("</head>", () => `${codeLinks.get(path) ?? ""}</head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${signedIn ? SKELETONS[page.skeleton] : ""}</div>`,
        );
      reply
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "private, no-cache")
        .header("Vary", "Cookie, Accept-Encoding");
      const accepted = String(request.headers["accept-encoding"] ?? "");
      if (/\bbr\b/.test(accepted))
        return reply
          .header("Content-Encoding", "br")
          .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(gzipSync(html));
      return reply.send(html);
    },
  };
}
