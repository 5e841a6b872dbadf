import fc from "fast-check";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRIDGE_RULES } from "#server/features/accounts/auth-bridge-rules";
import { FORBIDDEN_CHARACTER_MESSAGE } from "#shared/api-error";
import { confirmedAccount, cookieHeader, freshIp } from "./accounts-test-kit";
import { adminBrowser } from "./admin-test-kit";
import { createTestApp, type TestApp } from "./test-app";
import { TEST_ORIGIN, type TestBrowser } from "./test-browser";

/**
 * Bad bytes never make a 500 (docs/decisions/036-bad-bytes-are-the-clients-400.md): every route, as a
 * visitor, a client and the admin, gets a NUL byte in each path parameter, query key and body field its
 * schema declares, then arbitrary strings in the same places (fast-check, fixed seed: the same inputs
 * every run).
 */

type Route = { method: string; url: string; queryKeys: string[]; bodyKeys: string[] };

/** The keys of a Zod object schema as the route declared it, or none. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * Routes that parse their body themselves (the auth bridge, the parcel request) declare no body schema:
 * they get the field names the product's forms send.
 */
const UNDECLARED_BODY_KEYS = [
  "email",
  "password",
  "token",
  "newPassword",
  "name",
  "description",
  "note",
  "date",
];

/** The auth bridge is one wildcard route: each path it serves is walked on its own. */
function expandBridge(route: Route): Route[] {
  if (!route.url.endsWith("/*")) return [route];
  const prefix = route.url.slice(0, -2);
  return Object.keys(BRIDGE_RULES)
    .filter((key) => key.startsWith(`${route.method} `))
    .map((key) => ({ ...route, url: prefix + key.slice(route.method.length + 1) }));
}

const encode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

function request(app: FastifyInstance, who: TestBrowser | null, route: Route, place: Place, value: string) {
  let url = route.url.replaceAll(/:(\w+)/g, (_, name: string) =>
    place.kind === "param" && place.name === name ? encode(value) : "inconnu",
  );
  if (place.kind === "query") url += `?${encode(place.name)}=${encode(value)}`;
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  return app.inject({
    method: route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url,
    remoteAddress: freshIp(),
    ...(hasBody ? { payload: place.kind === "body" ? { [place.name]: value } : {} } : {}),
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: cookieHeader(who) } : {}) },
  });
}

type Place = { kind: "param" | "query" | "body"; name: string };

function placesOf(route: Route): Place[] {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  return [
    ...params.map((name) => ({ kind: "param" as const, name })),
    // A route without a declared query still gets one: nothing it does not expect may break it.
    ...(route.queryKeys.length > 0 ? route.queryKeys : ["q"]).map((name) => ({
      kind: "query" as const,
      name,
    })),
    ...(route.method === "GET" || route.method === "DELETE"
      ? []
      : route.bodyKeys.length > 0
        ? route.bodyKeys
        : UNDECLARED_BODY_KEYS
    ).map((name) => ({
      kind: "body" as const,
      name,
    })),
  ];
}

describe("bad bytes in every parameter and field", () => {
  let t: TestApp;
  const routes: Route[] = [];
  let people: Array<[string, TestBrowser | null]>;

  beforeAll(async () => {
    t = await createTestApp({
      onRoute(route: RouteOptions) {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === "HEAD" || method === "OPTIONS" || !route.url.startsWith("/api/")) continue;
          routes.push(
            ...expandBridge({
              method,
              url: route.url,
              queryKeys: keysOf(route.schema?.querystring),
              bodyKeys: keysOf(route.schema?.body),
            }),
          );
        }
      },
    });
    people = [
      ["visiteur", null],
      ["client", await confirmedAccount(t.app, "octets@mail.com")],
      ["admin", await adminBrowser(t.app)],
    ];
  });
  afterAll(() => t.close());

  it("sees the routes it walks, with the places their schemas declare", () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain("POST /api/auth/reset-password");
    expect(
      routes.find((route) => route.url === "/api/parcels" && route.method === "GET")?.queryKeys,
    ).toContain("cursor");
  });

  it("answers a NUL byte anywhere with 400 VALIDATION in French, never a 5xx", async () => {
    const problems: string[] = [];
    for (const route of routes) {
      for (const place of placesOf(route)) {
        for (const [who, browser] of people) {
          const response = await request(t.app, browser, route, place, "a\u0000b");
          // Refused at the edge (400), or before it by the route's guard (401, 403) or the origin check;
          // a provider's webhook whose channel has no settings here answers 404 before reading anything.
          const off = route.url.startsWith("/api/webhooks/") && response.statusCode === 404;
          if (![400, 401, 403].includes(response.statusCode) && !off)
            problems.push(
              `${route.method} ${route.url} ${place.kind}:${place.name} (${who}) → ${response.statusCode}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("answers arbitrary strings in every place with something other than a 5xx", async () => {
    const hostile = fc.oneof(
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.constantFrom(
        "\u0000",
        "2026-02-30T00:00:00.000000Z",
        "0000-01-01T00:00:00.000000Z",
        "' OR 1=1 --",
        "9".repeat(400),
        "-1",
        "1e309",
        "\uD800",
        "../../etc/passwd",
      ),
    );
    const problems: string[] = [];
    for (const route of routes) {
      for (const place of placesOf(route)) {
        await fc
          .assert(
            fc.asyncProperty(hostile, fc.constantFrom(...people), async (value, [who, browser]) => {
              const response = await request(t.app, browser, route, place, value);
              if (response.statusCode >= 500) {
                problems.push(
                  `${route.method} ${route.url} ${place.kind}:${place.name} (${who}) ${JSON.stringify(value)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
                );
                return false;
              }
              return true;
            }),
            { seed: 2026, numRuns: 12 },
          )
          .catch(() => undefined);
      }
    }
    expect(problems).toEqual([]);
    // Thousands of requests: CPU work that shares the machine with another worker, not a wait.
  }, 120_000);

  // The walks above may sign their people out (POST /api/auth/sign-out is a route like any other).
  it("refuses the NUL byte with the field's name and the French message", async () => {
    const client = await confirmedAccount(t.app, "octet-nul@mail.com");
    const response = await client.post("/api/parcels", { description: "Vêtements\u0000" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      message: FORBIDDEN_CHARACTER_MESSAGE,
      fieldErrors: { description: FORBIDDEN_CHARACTER_MESSAGE },
    });
    const reset = await client.post("/api/auth/reset-password", { token: "abc\u0000", newPassword: "x" });
    expect(reset.statusCode).toBe(400);
    expect((await client.get("/api/parcels/%00")).statusCode).toBe(400);
  });

  it("answers a forged cursor holding an impossible date with 400, never 500", async () => {
    const client = await confirmedAccount(t.app, "curseur@mail.com");
    for (const instant of [
      "2026-02-30T00:00:00.000000Z",
      "2026-13-45T00:00:00.000000Z",
      "0000-01-01T00:00:00.000000Z",
    ]) {
      const cursor = Buffer.from(JSON.stringify([instant, "x"])).toString("base64url");
      const response = await client.get(`/api/parcels?cursor=${cursor}`);
      expect(response.statusCode, instant).toBe(400);
    }
  });
});
