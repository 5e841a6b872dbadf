import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  confirmedAccount,
  cookieHeader,
  guardedRoutes,
  PASSWORD,
  productRouteCalls,
  signIn,
  signUp,
} from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, TEST_ORIGIN, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

/**
 * Account security tests, with Better Auth's protections on as in production (decision 006):
 * origin check forced on in auth.ts, rate limits through `authRateLimit: true`.
 */

const EVIL = "https://evil.example";
const FOREIGN = { code: "FOREIGN_ORIGIN", message: "Requête refusée : origine non autorisée." };
const TOO_MANY = {
  code: "RATE_LIMITED",
  message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
};

describe.each(testDatabaseKinds)("security of accounts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, authRateLimit: true, extraRoutes: guardedRoutes });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A sign-in attempt from a given IP, as a script would send it. */
  const attempt = (
    email: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress,
      payload: { email, password },
      headers: { origin: TEST_ORIGIN, ...headers },
    });

  describe("cross-site requests", () => {
    it("refuses a cross-origin POST carrying a valid session cookie, and changes nothing", async () => {
      const victim = await confirmedAccount(t.app, "ama@mail.com");
      for (const [url, body] of [
        ["/api/auth/update-user", { name: "Pirate" }],
        ["/api/auth/change-email", { email: "pirate@evil.example" }],
        [
          "/api/auth/change-password",
          { currentPassword: PASSWORD, newPassword: "Pirate-2026!", confirmPassword: "Pirate-2026!" },
        ],
        ["/api/auth/sign-out", {}],
      ] as const) {
        const response = await victim.post(url, body, { origin: EVIL });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(FOREIGN);
      }
      expect(await victim.me()).toMatchObject({ email: "ama@mail.com", name: "ama" });
      expect((await signIn(testBrowser(t.app), "ama@mail.com", PASSWORD)).statusCode).toBe(200);
    });

    it("refuses a POST with no Origin (nor Referer), with Origin: null, or with a foreign Referer", async () => {
      const victim = await confirmedAccount(t.app, "kofi@mail.com");
      const cookie = cookieHeader(victim);
      for (const headers of [{}, { origin: "null" }, { referer: `${EVIL}/page` }]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/auth/update-user",
          payload: { name: "Pirate" },
          headers: { cookie, ...headers },
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      }
      expect((await victim.me())?.name).toBe("kofi");
    });

    it("refuses a cross-site sign-in (login CSRF): no session cookie is set", async () => {
      await confirmedAccount(t.app, "afi@mail.com");
      const response = await attempt("afi@mail.com", PASSWORD, "192.0.2.50", { origin: EVIL });
      expect(response.statusCode).toBe(403);
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("protects the product's own /api routes that change data in the same way", async () => {
      const browser = await confirmedAccount(t.app, "efua@mail.com");
      const before = productRouteCalls.count;
      const refused = await browser.post("/api/test/change", {}, { origin: EVIL });
      expect(refused.statusCode).toBe(403);
      expect(productRouteCalls.count).toBe(before);
      expect((await browser.post("/api/test/change", {})).statusCode).toBe(200);
      expect(productRouteCalls.count).toBe(before + 1);
    });

    it("keeps Better Auth's own origin check on under NODE_ENV=test, behind ours (defence in depth)", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const browser = await confirmedAccount(t.app, "yao@mail.com");
      const response = await t.app.auth.handler(
        new Request(`${TEST_ORIGIN}/api/auth/update-user`, {
          method: "POST",
          headers: { cookie: cookieHeader(browser), origin: EVIL, "content-type": "application/json" },
          body: JSON.stringify({ name: "Pirate" }),
        }),
      );
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe("INVALID_ORIGIN");
      expect((await browser.me())?.name).toBe("yao");
    });
  });

  describe("rate limits", () => {
    it("answers the 6th sign-in from one IP within a minute with 429 in French, even with the right password", async () => {
      await confirmedAccount(t.app, "sena@mail.com");
      for (let i = 0; i < 5; i++)
        expect((await attempt("sena@mail.com", "Faux-Mot-2026", "192.0.2.1")).statusCode).toBe(401);
      const blocked = await attempt("sena@mail.com", PASSWORD, "192.0.2.1");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      expect(blocked.headers["set-cookie"]).toBeUndefined();
    });

    it("does not reset the count for a forged X-Forwarded-For (or client-IP header) that changes every time", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const forged = { "x-forwarded-for": `203.0.113.${i}`, "x-colibri-client-ip": `198.51.100.${i}` };
        statuses.push(
          (await attempt(`inconnu${i}@mail.com`, "Faux-Mot-2026", "192.0.2.2", forged)).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });

    it("starts the per-IP count again once the minute has passed", async () => {
      for (let i = 0; i < 6; i++) await attempt(`fenetre${i}@mail.com`, "Faux-Mot-2026", "192.0.2.3");
      expect((await attempt("fenetre@mail.com", "Faux-Mot-2026", "192.0.2.3")).statusCode).toBe(429);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 61_000);
      expect((await attempt("fenetre@mail.com", "Faux-Mot-2026", "192.0.2.3")).statusCode).toBe(401);
    });

    it("stops checking one account's password after 10 failures from new IPs, with the link answer instead of a lock (decision 038)", async () => {
      await confirmedAccount(t.app, "dela@mail.com");
      for (let i = 0; i < 10; i++) {
        expect((await attempt("dela@mail.com", "Faux-Mot-2026", `10.0.0.${i}`)).statusCode).toBe(401);
      }
      const guarded = await attempt("DELA@mail.com", PASSWORD, "10.0.0.99");
      expect(guarded.statusCode).toBe(403);
      expect(guarded.json().code).toBe("SIGN_IN_LINK_SENT");
      expect(guarded.headers["set-cookie"]).toBeUndefined();
      // Another account from the same IPs is not affected.
      expect((await attempt("autre@mail.com", "Faux-Mot-2026", "10.0.0.98")).statusCode).toBe(401);
    });

    it("limits password-reset e-mails to 3 an hour per account, whatever the IP", async () => {
      await confirmedAccount(t.app, "akos@mail.com");
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/auth/request-password-reset",
          remoteAddress: `10.1.0.${i}`,
          payload: { email: "akos@mail.com" },
          headers: { origin: TEST_ORIGIN },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("limits resending the confirmation e-mail to 3 in 10 minutes", async () => {
      const browser = await signUp(t.app, "mawuli@mail.com");
      await signIn(browser, "mawuli@mail.com");
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await browser.post("/api/auth/send-verification-email", {})).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe("session cookie and reset links", () => {
    it("never puts the session token in a JSON body; the cookie is HttpOnly and SameSite=Lax", async () => {
      await confirmedAccount(t.app, "abla@mail.com");
      const browser = testBrowser(t.app);
      const response = await browser.post(
        "/api/auth/sign-in/email",
        { email: "abla@mail.com", password: PASSWORD },
        {},
      );
      expect(response.json()).toEqual({ ok: true, twoFactor: false });
      const cookie = String(response.headers["set-cookie"]);
      expect(cookie).toMatch(/^better-auth\.session_token=[^;]+; .*HttpOnly/);
      expect(cookie).toContain("SameSite=Lax");
      const token = browser.cookies.get("better-auth.session_token") as string;
      expect(response.body).not.toContain(decodeURIComponent(token).split(".")[0]);
    });

    it("refuses a reset link used twice or expired, with rate limits on as in production", async () => {
      await confirmedAccount(t.app, "edem@mail.com");
      await testBrowser(t.app).post("/api/auth/request-password-reset", { email: "edem@mail.com" });
      const token = new URL((await lastEmailTo(t.app, "edem@mail.com")).link as string).searchParams.get(
        "token",
      );
      const reset = (password: string) =>
        testBrowser(t.app).post("/api/auth/reset-password", { token, password, confirmPassword: password });
      expect((await reset("Premier-Essai-2026")).statusCode).toBe(200);
      expect((await reset("Second-Essai-2026")).statusCode).toBe(400);
      vi.useFakeTimers({ toFake: ["Date"] });
      await testBrowser(t.app).post("/api/auth/request-password-reset", { email: "edem@mail.com" });
      const late = new URL((await lastEmailTo(t.app, "edem@mail.com")).link as string).searchParams.get(
        "token",
      );
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      const expired = await testBrowser(t.app).post("/api/auth/reset-password", {
        token: late,
        password: "Trop-Tard-2026",
        confirmPassword: "Trop-Tard-2026",
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe("Ce lien est invalide ou a expiré. Demandez-en un nouveau.");
    });
  });
});
