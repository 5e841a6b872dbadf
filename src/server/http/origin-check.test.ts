import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config/config";
import { PRODUCTION_INVOICE_ENV } from "#server/test/server-process";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { FOREIGN_ORIGIN_MESSAGE, trustedOrigins } from "./origin-check";

const SECRET = "test-secret-test-secret-test-secret!";

describe("trusted origins", () => {
  it("in production, are exactly PUBLIC_URL and the listed TRUSTED_ORIGINS", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      ...PRODUCTION_INVOICE_ENV,
      AUTH_SECRET: SECRET,
      SMTP_URL: "smtp://mail.colibri.example:587",
      PUBLIC_URL: "https://colibri.example/",
      TRUSTED_ORIGINS: "https://www.colibri.example, https://admin.colibri.example/",
    });
    expect(trustedOrigins(config, ["192.168.1.20"]).sort()).toEqual([
      "https://admin.colibri.example",
      "https://colibri.example",
      "https://www.colibri.example",
    ]);
  });

  it("in development, also every address of this machine on the server's and Vite's ports", () => {
    const config = parseConfig({
      NODE_ENV: "development",
      PORT: "3000",
      PUBLIC_URL: "http://127.0.0.1:3000",
    });
    const origins = trustedOrigins(config, ["192.168.1.20"]);
    for (const origin of [
      "http://127.0.0.1:3000",
      "http://localhost:3000",
      "http://[::1]:3000",
      "http://192.168.1.20:3000",
      "http://localhost:5173",
      "http://192.168.1.20:5173",
    ])
      expect(origins).toContain(origin);
    expect(origins).not.toContain("http://192.168.1.21:3000");
  });

  it("refuses a TRUSTED_ORIGINS entry that is not an http(s) URL, in French", () => {
    expect(() => parseConfig({ TRUSTED_ORIGINS: "colibri.example" })).toThrow(/origine/);
  });
});

describe("origins and the development mailbox on a running app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "http://127.0.0.1:3000", PORT: "3000" } });
  });
  afterAll(() => t.close());

  const signIn = (origin: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "personne@mail.com", password: "Baobab-Lome-2026" },
      headers: { origin },
    });

  it("lets a page opened as localhost sign in while PUBLIC_URL says 127.0.0.1, and refuses a foreign site", async () => {
    expect((await signIn("http://localhost:3000")).statusCode).not.toBe(403);
    const foreign = await signIn("https://pirate.example");
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(FOREIGN_ORIGIN_MESSAGE);
  });

  it("shows /dev/mailbox to this machine only", async () => {
    expect((await t.app.inject({ url: "/dev/mailbox", remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/dev/mailbox", remoteAddress: "::1" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/dev/mailbox", remoteAddress: "192.168.1.30" })).statusCode).toBe(404);
  });
});
