import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, signUp } from "./accounts-test-kit";
import { adminBrowser, send } from "./admin-test-kit";
import { registeredRoutes } from "./route-list";
import { createTestApp, type TestApp } from "./test-app";
import { type TestBrowser, testBrowser } from "./test-browser";
import { enableTwoFactor } from "./two-factor-test-kit";

/**
 * Every /api/admin route × {visitor, client, unconfirmed client, admin}. The list comes from
 * the server's own routes, so a route added later without the admin guard makes this test fail (the
 * last test proves it with a deliberately unguarded route).
 */

type People = Record<"visitor" | "client" | "unconfirmed" | "admin", TestBrowser>;

async function makePeople(app: FastifyInstance): Promise<People> {
  await signUp(app, "pas-confirme@mail.com");
  const unconfirmed = testBrowser(app);
  const signIn = await unconfirmed.post("/api/auth/sign-in/email", {
    email: "pas-confirme@mail.com",
    password: "Colibri-Test-2026",
  });
  // Better Auth may refuse an unconfirmed sign-in (403) or let it in: either way it is not an admin.
  expect([200, 403]).toContain(signIn.statusCode);
  return {
    visitor: testBrowser(app),
    client: await confirmedAccount(app, "client@mail.com"),
    unconfirmed,
    admin: await adminBrowser(app),
  };
}

/** What is wrong with each admin route, as "METHOD /path: who got what"; empty when all is well. */
async function authorizationProblems(app: FastifyInstance, people: People): Promise<string[]> {
  const problems: string[] = [];
  const routes = registeredRoutes(app).filter(
    (route) => route.url.startsWith("/api/admin") && route.method !== "HEAD",
  );
  for (const route of routes) {
    const url = route.url.replaceAll(/:(\w+)/g, "inconnu");
    const method = route.method as "GET" | "POST" | "PUT" | "DELETE";
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    const label = `${route.method} ${route.url}`;
    const status = async (who: TestBrowser) => (await send(app, who, method, url, body)).statusCode;
    const visitor = await status(people.visitor);
    if (visitor !== 401) problems.push(`${label}: visiteur → ${visitor}`);
    const client = await status(people.client);
    if (client !== 403) problems.push(`${label}: client → ${client}`);
    const unconfirmed = await status(people.unconfirmed);
    if (unconfirmed !== 401 && unconfirmed !== 403) problems.push(`${label}: non confirmé → ${unconfirmed}`);
    const asAdmin = await send(app, people.admin, method, url, body);
    if (![200, 201, 204, 400, 404].includes(asAdmin.statusCode))
      problems.push(`${label}: admin → ${asAdmin.statusCode} ${asAdmin.body}`);
    if (asAdmin.statusCode === 200 && asAdmin.headers["cache-control"] !== "no-store")
      problems.push(`${label}: réponse admin sans Cache-Control: no-store`);
  }
  return problems;
}

describe("admin authorization matrix", () => {
  let t: TestApp;
  let people: People;
  beforeAll(async () => {
    t = await createTestApp();
    people = await makePeople(t.app);
  });
  afterAll(() => t.close());

  it("finds the admin routes in the server's route list", () => {
    const names = registeredRoutes(t.app).map((route) => `${route.method} ${route.url}`);
    expect(names.filter((name) => name.includes("/api/admin")).length).toBeGreaterThanOrEqual(11);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/admin/statistics",
        "GET /api/admin/parcels",
        "POST /api/admin/parcels/:id/mark-paid",
        "POST /api/admin/parcels/:id/status",
        "POST /api/admin/parcels/:id/reset",
        "POST /api/admin/parcels/:id/handover",
        "POST /api/admin/parcels/:id/handover-photo",
        "GET /api/admin/parcels/:id/handover-photo",
        "GET /api/admin/parcels/:id/messages",
        "GET /api/admin/departures/:id/messages",
        "GET /api/admin/dates",
        "POST /api/admin/dates",
        "POST /api/admin/dates/batch",
        "PUT /api/admin/dates/:id",
        "DELETE /api/admin/dates/:id",
        "GET /api/admin/clients",
      ]),
    );
  });

  it("answers 401 to a visitor, 403 to clients, confirmed or not, and never 401/403 to the admin", async () => {
    expect(await authorizationProblems(t.app, people)).toEqual([]);
  });
});

describe("admin authorization matrix where administrators must use two-step sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUIRE_ADMIN_2FA: "true" } });
  });
  afterAll(() => t.close());

  it("answers 403 TWO_FACTOR_REQUIRED on every /api/admin route to an admin without it, and lets the same admin in once it is on", async () => {
    const admin = await adminBrowser(t.app);
    const routes = registeredRoutes(t.app).filter(
      (route) => route.url.startsWith("/api/admin") && route.method !== "HEAD",
    );
    const answers = async () => {
      const found: string[] = [];
      for (const route of routes) {
        const method = route.method as "GET" | "POST" | "PUT" | "DELETE";
        const body = method === "GET" || method === "DELETE" ? undefined : {};
        const url = route.url.replaceAll(/:(\w+)/g, "inconnu");
        const response = await send(t.app, admin, method, url, body);
        found.push(
          `${route.method} ${route.url} → ${response.statusCode} ${response.json().code ?? ""}`.trim(),
        );
      }
      return found;
    };
    const without = await answers();
    expect(without).toEqual(routes.map((route) => `${route.method} ${route.url} → 403 TWO_FACTOR_REQUIRED`));

    await enableTwoFactor(admin);
    const withIt = await answers();
    expect(withIt.filter((line) => line.includes(" → 401") || line.includes(" → 403"))).toEqual([]);
  });
});

describe("the matrix itself", () => {
  it("catches an /api/admin route registered without the guard", async () => {
    const leaky = await createTestApp({
      extraRoutes: (app) => app.get("/api/admin/fuite", async () => ({ secret: true })),
    });
    try {
      const problems = await authorizationProblems(leaky.app, await makePeople(leaky.app));
      expect(problems).toEqual(
        expect.arrayContaining([
          "GET /api/admin/fuite: visiteur → 200",
          "GET /api/admin/fuite: client → 200",
        ]),
      );
    } finally {
      await leaky.close();
    }
  });
});
