import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { TEST_ORIGIN } from "../test/test-browser";
import { testDatabaseKinds } from "../test/test-database";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function crashRoute(app: FastifyInstance) {
  app.get("/api/test/crash", async () => {
    throw new Error("boom");
  });
}

describe.each(testDatabaseKinds)("request ids on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, extraRoutes: crashRoute });
  });
  afterAll(() => t.close());

  it("gives every answer a fresh id in X-Request-Id", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/health" });
    const second = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it.each([
    [404, "an unknown API path", { method: "GET", url: "/api/nope" }],
    [404, "an unknown auth path, through the bridge", { method: "GET", url: "/api/auth/nope" }],
    [
      400,
      "a sign-in without its fields, through the bridge",
      { method: "POST", url: "/api/auth/sign-in/email", payload: {}, headers: { origin: TEST_ORIGIN } },
    ],
    [403, "a request from a foreign origin", { method: "POST", url: "/api/parcels", payload: {} }],
    [400, "a URL Fastify cannot decode", { method: "GET", url: "/api/parcels/%E0%A4%A" }],
    [500, "an unexpected error", { method: "GET", url: "/api/test/crash" }],
  ] as const)("sets it on the %i answer to %s", async (status, _label, request) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers["x-request-id"]).toMatch(UUID);
  });

  it("sets it on the 429 of the API rate limit", async () => {
    const limited = await createTestApp({
      database: t.database,
      apiRateLimit: { max: 1, timeWindow: 60_000 },
    });
    try {
      const request = { method: "GET", url: "/api/config", remoteAddress: "203.0.113.9" } as const;
      expect((await limited.app.inject(request)).statusCode).toBe(200);
      const refused = await limited.app.inject(request);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["x-request-id"]).toMatch(UUID);
    } finally {
      await limited.close();
    }
  });

  it("ignores the client's X-Request-Id when no trusted proxy sets it", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "chosen-by-the-client" },
    });
    expect(response.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("request ids behind a trusted proxy (TRUST_PROXY=true)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => t.close());

  const idFor = async (incoming: string) =>
    (await t.app.inject({ method: "GET", url: "/api/nope", headers: { "x-request-id": incoming } })).headers[
      "x-request-id"
    ];

  it("keeps the proxy's id, on errors too", async () => {
    expect(await idFor("5f0c6b9e2d6a4c1d8e7f")).toBe("5f0c6b9e2d6a4c1d8e7f");
    expect(await idFor("01J9ZQ3V7XK2M4N6P8R0S2T4V6")).toBe("01J9ZQ3V7XK2M4N6P8R0S2T4V6");
  });

  it.each([
    ["too short", "abc"],
    ["too long", "a".repeat(129)],
    ["with spaces", "un id avec des espaces"],
    ["with a quote", 'abc"def-123'],
    ["with a line break", "abcdef\\nreqId=forged"],
  ])("replaces one that is %s", async (_label, incoming) => {
    expect(await idFor(incoming)).toMatch(UUID);
  });
});
