import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, cookieHeader, signUp } from "../test/accounts-test-kit";
import { adminBrowser } from "../test/admin-test-kit";
import { createTestApp, type TestApp } from "../test/test-app";

/** A tiny stand-in for dist/client: what matters here is how the server serves it, not its content. */
function fakeBuiltClient(): string {
  const dir = mkdtempSync(join(tmpdir(), "colibri-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="fr"><head><title>Colibri</title></head><div id="root"></div></html>',
  );
  writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log('ok')");
  writeFileSync(join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(dir, "manifest.webmanifest"), '{"name":"Colibri"}');
  // What a build copying the wrong folder left beside the assets (decision 093): never to be served.
  for (const source of ["public-main.tsx", "islands.tsx", "island.tsx", "assets/leak.ts"])
    writeFileSync(join(dir, source), "export const secret = 'source';");
  return dir;
}

describe("serving the built front end", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: fakeBuiltClient() });
  });
  afterAll(() => t.close());

  it("caches hashed assets for a year", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates files without a hash", async () => {
    const response = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  // A cached worker would keep a phone on an old version: the browser must ask for it each time it
  // checks (decision 078).
  it("serves the service worker and the app manifest revalidated, with their types", async () => {
    const worker = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-type"]).toContain("javascript");
    const manifest = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
  });

  it.each(["/", "/suivi/ABC123", "/une-page-inconnue"])(
    "answers the page path %s with index.html (SPA fallback)",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    },
  );

  describe("a signed-in page's HTML (decision 077)", () => {
    const page = (url: string, cookie?: string) =>
      t.app.inject({ method: "GET", url, headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    // Real sessions: the HTML announces reads only to a session the API will answer.
    let client: string;
    let unconfirmed: string;
    let admin: string;
    beforeAll(async () => {
      client = cookieHeader(await confirmedAccount(t.app, "ama@mail.com"));
      unconfirmed = cookieHeader(await signUp(t.app, "pas-encore@mail.com"));
      admin = cookieHeader(await adminBrowser(t.app));
    });

    it.each(["/tracking", "/admin-dashboard", "/request"])(
      "answers %s with the app's shell, never stored by a shared cache",
      async (url) => {
        const response = await page(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toContain("text/html");
        expect(response.headers["cache-control"]).toBe("private, no-cache");
        expect(response.headers.vary).toContain("Cookie");
        expect(response.body).toContain('<div id="root">');
      },
    );

    it("announces no API read to a visitor without a session cookie", async () => {
      const response = await page("/tracking");
      expect(preloads(response.body)).toEqual([]);
    });

    it("announces the session, the configuration and the first page of Mes Colis to a signed-in client", async () => {
      const response = await page("/tracking", `theme=clair; ${client}`);
      expect(preloads(response.body)).toEqual(["/api/accounts/me", "/api/config", "/api/parcels?tab=active"]);
      // Addresses only: the HTML holds nothing of the account.
      expect(response.body).not.toContain("ama@mail.com");
    });

    it("announces nothing the API would refuse: an unconfirmed address, a client on the admin's page", async () => {
      expect(preloads((await page("/tracking", unconfirmed)).body)).toEqual([]);
      expect(preloads((await page("/admin-dashboard", client)).body)).toEqual([]);
      expect(preloads((await page("/tracking", "better-auth.session_token=forged.value")).body)).toEqual([]);
    });

    it("announces nothing once the installable app's worker controls the browser's pages", async () => {
      expect(preloads((await page("/tracking", `${client}; colibri-worker=1`)).body)).toEqual([]);
    });

    it("announces the parcel the address opens, its id escaped", async () => {
      const response = await page('/tracking?colis=pkg-1"><script>', client);
      expect(preloads(response.body)).toContain("/api/parcels/pkg-1%22%3E%3Cscript%3E");
      expect(response.body).not.toContain("<script>");
    });

    it("announces the admin's figures on the dashboard", async () => {
      const response = await page("/admin-dashboard", admin);
      expect(preloads(response.body)).toContain("/api/admin/statistics");
    });
  });

  it.each([
    "/public-main.tsx",
    "/islands.tsx",
    "/island.tsx",
    "/assets/leak.ts",
    "/island.tsx?v=1",
    "/ISLANDS.TSX",
  ])("never serves the source file %s, even when the build left it in the folder", async (url) => {
    for (const accept of ["*/*", "text/html"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("secret");
    }
  });

  it("keeps unknown /api paths and missing assets as JSON 404s", async () => {
    for (const url of ["/api/inconnu", "/assets/absent.js"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Ressource introuvable." });
    }
  });
});
