import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import {
  ADMIN_EMAIL,
  confirmedAccount,
  guardedRoutes,
  PASSWORD,
  rawPost,
  signIn,
  signUp,
} from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

/**
 * Security tests about roles (docs/product/accounts.md#roles): no field, path, header or cookie makes a
 * client admin; only a confirmed address listed in ADMIN_EMAILS (or `npm run admin`) does. Rate limits
 * on, as in production.
 */

const SECOND_ADMIN = "adjoint@colibri.example";

/** Everything the prototype trusted in the browser, sent along with each request. */
const PROTOTYPE_TRICK = {
  cookie: "admin_logged_in=true; colibri_user=%7B%22role%22%3A%22admin%22%7D",
  "admin-logged-in": "true",
  "x-user-role": "admin",
};

describe.each(testDatabaseKinds)("no way to make oneself admin on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      authRateLimit: true,
      env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN}` },
      extraRoutes: guardedRoutes,
    });
  });
  afterAll(() => t.close());

  async function roleOf(email: string) {
    const [user] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return user?.role;
  }

  /** The browser's cookies plus the prototype's flags. */
  const tricked = (browser: TestBrowser) => ({
    ...PROTOTYPE_TRICK,
    cookie: `${[...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ")}; ${PROTOTYPE_TRICK.cookie}`,
  });

  it("refuses a role (or the specified `data`) in the sign-up body with 400, and creates no account", async () => {
    for (const extra of [{ role: "admin" }, { data: { role: "admin" } }, { emailVerified: true }]) {
      const response = await rawPost(
        t.app,
        "/api/auth/sign-up/email",
        JSON.stringify({
          email: "malin@mail.com",
          password: PASSWORD,
          confirmPassword: PASSWORD,
          ...extra,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Clé non reconnue/);
    }
    expect(await roleOf("malin@mail.com")).toBeUndefined();
  });

  it("refuses role or emailVerified in the profile update with 400; the role stays 'client'", async () => {
    const browser = await confirmedAccount(t.app, "ama@mail.com");
    for (const extra of [{ role: "admin" }, { emailVerified: true }, { email: ADMIN_EMAIL }]) {
      const response = await browser.post("/api/auth/update-user", { name: "Ama", ...extra });
      expect(response.statusCode).toBe(400);
    }
    const viaQuery = await browser.post("/api/auth/update-user?role=admin", { name: "Ama" });
    expect(viaQuery.statusCode).toBe(200);
    expect(await browser.me()).toMatchObject({ name: "Ama", role: "client", email: "ama@mail.com" });
    expect(await roleOf("ama@mail.com")).toBe("client");
  });

  it.each([
    ["POST", "/api/auth/admin/set-role"],
    ["POST", "/api/auth/admin/create-user"],
    ["POST", "/api/auth/admin/update-user"],
    ["GET", "/api/auth/get-session"],
    ["GET", "/api/auth/list-sessions"],
    ["POST", "/api/auth/revoke-sessions"],
    ["POST", "/api/auth/delete-user"],
    ["POST", "/api/auth/sign-in/social"],
    ["POST", "/api/auth/verify-email"],
    ["GET", "/api/auth/update-user"],
    ["POST", "/api/auth/update-user/"],
    ["POST", "/api/auth//update-user"],
    ["POST", "/api/auth/UPDATE-USER"],
    ["POST", "/api/auth/update-user%2F..%2Fadmin%2Fset-role"],
    ["GET", "/api/auth/ok"],
  ] as const)("does not offer Better Auth's %s %s (404)", async (method, url) => {
    const browser = await confirmedAccount(t.app, `chemin-${Math.random().toString(36).slice(2)}@mail.com`);
    const response =
      method === "GET"
        ? await browser.get(url)
        : await browser.post(url, { userId: "x", role: "admin", name: "X" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Ressource introuvable." });
    expect(await browser.me()).toMatchObject({ role: "client" });
  });

  it("the prototype's trick: an unconfirmed ADMIN_EMAILS address plus admin_logged_in=true gives no admin access", async () => {
    const browser = await signUp(t.app, ADMIN_EMAIL);
    expect((await signIn(browser, ADMIN_EMAIL)).statusCode).toBe(200);
    const headers = tricked(browser);
    const me = await t.app.inject({ method: "GET", url: "/api/accounts/me", headers });
    expect(me.json().user).toMatchObject({ email: ADMIN_EMAIL, role: "client", emailVerified: false });
    const admin = await t.app.inject({ method: "GET", url: "/api/test/admin", headers });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe("Cette action est réservée à l'administrateur.");
    expect((await t.app.inject({ method: "GET", url: "/api/test/confirmed", headers })).statusCode).toBe(403);
    // Signing in again does not promote an unconfirmed address either.
    expect((await signIn(testBrowser(t.app), ADMIN_EMAIL)).statusCode).toBe(200);
    expect(await roleOf(ADMIN_EMAIL)).toBe("client");
  });

  it("…and once the owner of the address opens the confirmation link, the account is admin", async () => {
    const browser = testBrowser(t.app);
    await browser.get((await lastEmailTo(t.app, ADMIN_EMAIL)).path as string);
    expect(await browser.me()).toMatchObject({ email: ADMIN_EMAIL, role: "admin", emailVerified: true });
    expect((await browser.get("/api/test/admin")).statusCode).toBe(200);
  });

  it("a forged session-data cookie claiming admin is ignored: the session is read from the database", async () => {
    const browser = await confirmedAccount(t.app, "kofi@mail.com");
    const forged = Buffer.from(JSON.stringify({ session: {}, user: { role: "admin" } })).toString(
      "base64url",
    );
    const headers = { cookie: `${tricked(browser).cookie}; better-auth.session_data=${forged}` };
    expect((await t.app.inject({ method: "GET", url: "/api/test/admin", headers })).statusCode).toBe(403);
  });

  it("changing one's e-mail to a listed admin address grants nothing until the owner of that address confirms it", async () => {
    const browser = await confirmedAccount(t.app, "efua@mail.com");
    expect((await browser.post("/api/auth/change-email", { email: SECOND_ADMIN })).statusCode).toBe(200);
    expect(await browser.me()).toMatchObject({ email: "efua@mail.com", role: "client" });
    expect((await browser.get("/api/test/admin")).statusCode).toBe(403);
    // Only the owner of the listed mailbox can open this link.
    await browser.get((await lastEmailTo(t.app, SECOND_ADMIN)).path as string);
    expect(await browser.me()).toMatchObject({ email: SECOND_ADMIN, role: "admin" });
  });
});
