import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

/** A tiny stand-in for dist/client: what matters here is how the server serves it, not its content. */
function fakeBuiltClient(): string {
  const dir = mkdtempSync(join(tmpdir(), "colibri-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><html lang="fr"><div id="root"></div></html>');
  writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log('ok')");
  writeFileSync(join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(dir, "manifest.webmanifest"), '{"name":"Colibri"}');
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

  it.each(["/", "/tracking", "/suivi/ABC123", "/admin-dashboard", "/une-page-inconnue"])(
    "answers the page path %s with index.html (SPA fallback)",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    },
  );

  it("keeps unknown /api paths and missing assets as JSON 404s", async () => {
    for (const url of ["/api/inconnu", "/assets/absent.js"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Ressource introuvable." });
    }
  });
});
