import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { confirmedAccount, signUp, userIdOf } from "./accounts-test-kit";
import { adminBrowser, send } from "./admin-test-kit";
import { registeredRoutes } from "./route-list";
import { createTestApp, type TestApp } from "./test-app";
import { type TestBrowser, testBrowser } from "./test-browser";
import { totpCode } from "./totp";
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
    if (visitor !== 401) problems.push(`${label} : visiteur → ${visitor}`);
    const client = await status(people.client);
    if (client !== 403) problems.push(`${label} : client → ${client}`);
    const unconfirmed = await status(people.unconfirmed);
    if (unconfirmed !== 401 && unconfirmed !== 403) problems.push(`${label} : non confirmé → ${unconfirmed}`);
    const asAdmin = await send(app, people.admin, method, url, body);
    if (![200, 201, 204, 400, 404].includes(asAdmin.statusCode))
      problems.push(`${label} : admin → ${asAdmin.statusCode} ${asAdmin.body}`);
    if (asAdmin.statusCode === 200 && asAdmin.headers["cache-control"] !== "no-store")
      problems.push(`${label} : réponse admin sans Cache-Control : no-store`);
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
        "GET /api/admin/parcels/:id/sent-messages",
        "GET /api/admin/departures/:id/sent-messages",
        "POST /api/admin/messages/:id/resend",
        "GET /api/admin/departures",
        "POST /api/admin/departures",
        "POST /api/admin/departures/batch",
        "PUT /api/admin/departures/:id",
        "DELETE /api/admin/departures/:id",
        "GET /api/admin/clients",
        "GET /api/admin/invoices/:number/pdf",
        "GET /api/admin/parcels/:id/customs-declaration.pdf",
        "GET /api/admin/accounting/export.csv",
        "GET /api/admin/accounting/settings-status",
        "GET /api/admin/online-payments",
        "GET /api/admin/online-payments/summary",
        "POST /api/admin/online-payments/:id/refunded",
      ]),
    );
  });

  it("answers 401 to a visitor, 403 to clients, confirmed or not, and never 401/403 to the admin", async () => {
    expect(await authorizationProblems(t.app, people)).toEqual([]);
  });
});

/**
 * What an administrator whose session lacks the second factor may still call where REQUIRE_ADMIN_2FA is
 * on (docs/product/accounts.md#second-factor): what every visitor may, and its own account — who it is,
 * its devices, its phone, its parcel e-mails switch, the devices it receives push messages on, its data
 * and its deletion. Every other route of the
 * server must answer 403 TWO_FACTOR_REQUIRED: an admin sees every client's parcels through the
 * ordinary routes too. A route added later is refused unless it is listed here on purpose.
 */
const OPEN_WITHOUT_SECOND_FACTOR = new Set([
  "GET /api/health",
  "GET /api/ready",
  "GET /api/config",
  "GET /api/public/tracking/:code",
  // The payment provider's server, authenticated by its signature, not by a session
  // (docs/decisions/080-online-payment-confirmation.md).
  "POST /api/payments/fedapay/webhook",
  "GET /suivre",
  "GET /metrics",
  "GET /dev/mailbox",
  // The providers' webhooks: no session, each request proved by its provider's signature (decision 081).
  "GET /api/webhooks/whatsapp",
  "POST /api/webhooks/whatsapp",
  "POST /api/webhooks/sms/status",
  "POST /api/webhooks/sms/inbound",
  "GET /api/accounts/me",
  "PUT /api/accounts/me/phone",
  "GET /api/accounts/me/export",
  "POST /api/accounts/me/delete",
  "GET /api/accounts/sessions",
  "POST /api/accounts/sessions/end-others",
  "DELETE /api/accounts/sessions/:id",
  "GET /api/accounts/email-notifications",
  "PUT /api/accounts/email-notifications",
  "GET /api/accounts/push",
  "POST /api/accounts/push/subscriptions",
  "DELETE /api/accounts/push/subscriptions/:id",
  "POST /api/accounts/push/receipts",
]);

/**
 * Every route of the server but Better Auth's paths behind the bridge (`/api/auth/*`, one wildcard
 * route): they are how such an admin gets the factor (code step, set-up) or leaves (sign-out), and
 * `two-factor.test.ts` and `second-factor.test.ts` cover them.
 */
function walkedRoutes(app: FastifyInstance) {
  return registeredRoutes(app).filter((route) => route.method !== "HEAD" && !route.url.includes("*"));
}

/** What is wrong for admins without the second factor, route by route, and how many routes were walked. */
async function secondFactorProblems(app: FastifyInstance, admins: Record<string, TestBrowser>) {
  const problems: string[] = [];
  const routes = walkedRoutes(app);
  for (const route of routes) {
    const method = route.method as "GET" | "POST" | "PUT" | "DELETE";
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    const url = route.url.replaceAll(/:(\w+)/g, "inconnu");
    const label = `${route.method} ${route.url}`;
    for (const [who, browser] of Object.entries(admins)) {
      const response = await send(app, browser, method, url, body);
      let code: unknown;
      try {
        code = response.json().code;
      } catch {
        // A file, a page or a redirect: not a refusal.
      }
      const refused = response.statusCode === 403 && code === "TWO_FACTOR_REQUIRED";
      if (OPEN_WITHOUT_SECOND_FACTOR.has(label)) {
        if (refused) problems.push(`${label} : ${who} → refusé sur son propre compte`);
      } else if (!refused) problems.push(`${label} : ${who} → ${response.statusCode} ${code ?? ""}`.trim());
    }
  }
  return { walked: routes.length, problems };
}

/**
 * The two administrators without the factor: one who has not set up two-step sign-in, and one who has
 * it on a session that never proved it — a session opened before the factor was recorded per session
 * (the migration leaves every older session without it), made here by clearing the column.
 */
async function adminsWithoutSecondFactor(app: FastifyInstance, prefix = "matrice") {
  const notSetUp = await adminBrowser(app, `${prefix}-sans-deux-etapes@colibri.example`);
  const notProved = await adminBrowser(app, `${prefix}-non-verifiee@colibri.example`);
  const { manualKey } = await enableTwoFactor(notProved);
  const id = await userIdOf(app.database.db, `${prefix}-non-verifiee@colibri.example`);
  await app.database.db.update(sessions).set({ twoFactorVerified: false }).where(eq(sessions.userId, id));
  return {
    admins: { "admin sans la double validation": notSetUp, "admin non vérifié": notProved },
    manualKey,
  };
}

describe("every route for an administrator whose session lacks the second factor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUIRE_ADMIN_2FA: "true" } });
  });
  afterAll(() => t.close());

  it("answers 403 TWO_FACTOR_REQUIRED on every route but the public ones and the admin's own account", async () => {
    const { admins } = await adminsWithoutSecondFactor(t.app);
    expect((await admins["admin non vérifié"].me())?.mustVerifyTwoFactor).toBe(true);
    const { walked, problems } = await secondFactorProblems(t.app, admins);
    console.log(
      `Matrice du second facteur : ${walked} routes parcourues × 2 administrateurs, ${OPEN_WITHOUT_SECOND_FACTOR.size} ouvertes (public et propre compte), ${walked - OPEN_WITHOUT_SECOND_FACTOR.size} refusées.`,
    );
    expect(problems).toEqual([]);
    expect(walked).toBe(walkedRoutes(t.app).length);
    // The route list is read from the server's tree: a parse that found nothing would prove nothing.
    expect(walked).toBeGreaterThanOrEqual(55);
    for (const open of OPEN_WITHOUT_SECOND_FACTOR)
      expect(registeredRoutes(t.app).map((route) => `${route.method} ${route.url}`)).toContain(open);
  });

  it("lets the same administrators in once their session has the factor: set up here, or a code typed on this session", async () => {
    const { admins, manualKey } = await adminsWithoutSecondFactor(t.app, "ensuite");
    await enableTwoFactor(admins["admin sans la double validation"]);
    const proved = await admins["admin non vérifié"].post("/api/auth/two-factor/verify-totp", {
      code: totpCode(manualKey),
    });
    expect(proved.statusCode, proved.body).toBe(200);
    const stillRefused: string[] = [];
    for (const route of walkedRoutes(t.app)) {
      const method = route.method as "GET" | "POST" | "PUT" | "DELETE";
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      for (const [who, browser] of Object.entries(admins)) {
        const response = await send(t.app, browser, method, route.url.replaceAll(/:(\w+)/g, "inconnu"), body);
        if (response.statusCode === 401 || response.statusCode === 403)
          stillRefused.push(`${route.method} ${route.url}: ${who} → ${response.statusCode}`);
      }
    }
    expect(stillRefused).toEqual([]);
  });
});

describe("the matrix itself", () => {
  it("catches a route that shows an administrator without the second factor more than its own account", async () => {
    const leaky = await createTestApp({
      env: { REQUIRE_ADMIN_2FA: "true" },
      extraRoutes: (app) =>
        app.get("/api/tous-les-colis", { onRequest: app.guards.requireOwnAccount }, async () => ({
          all: [],
        })),
    });
    try {
      const { admins } = await adminsWithoutSecondFactor(leaky.app);
      expect((await secondFactorProblems(leaky.app, admins)).problems).toEqual([
        "GET /api/tous-les-colis : admin sans la double validation → 200",
        "GET /api/tous-les-colis : admin non vérifié → 200",
      ]);
    } finally {
      await leaky.close();
    }
  });

  it("catches an /api/admin route registered without the guard", async () => {
    const leaky = await createTestApp({
      extraRoutes: (app) => app.get("/api/admin/fuite", async () => ({ secret: true })),
    });
    try {
      const problems = await authorizationProblems(leaky.app, await makePeople(leaky.app));
      expect(problems).toEqual(
        expect.arrayContaining([
          "GET /api/admin/fuite : visiteur → 200",
          "GET /api/admin/fuite : client → 200",
        ]),
      );
    } finally {
      await leaky.close();
    }
  });
});
