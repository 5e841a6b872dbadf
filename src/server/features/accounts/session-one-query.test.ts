import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "#server/db/schema";
import {
  confirmedAccount,
  guardedRoutes,
  NEW_PASSWORD,
  otherDevice,
  PASSWORD,
  userIdOf,
} from "#server/test/accounts-test-kit";
import { send } from "#server/test/admin-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { TEST_ORIGIN, type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { setRoleByEmail } from "./roles";
import { cookieValue, verifySignedToken } from "./session";

/**
 * Decision 047: a signed-in request reads its session with one joined query of ours, Better Auth's
 * getSession only for the daily renewal or an expired session; and nothing is cached, so sign-out, an
 * ended session, a new password and a new role count on the very next request, on any instance.
 */

const SECRET = "test-secret-test-secret-test-secret!";
const COOKIE = "better-auth.session_token";
const DAY = 24 * 60 * 60 * 1000;

describe("the signed cookie", () => {
  it("reads a cookie like Better Auth's parser: first of its name, quotes and percent-encoding removed", () => {
    expect(cookieValue(`a=1; ${COOKIE}=abc.def%3D; ${COOKIE}=second`, COOKIE)).toBe("abc.def=");
    expect(cookieValue(`${COOKIE}="abc"`, COOKIE)).toBe("abc");
    expect(cookieValue(`${COOKIE}=bad%E0`, COOKIE)).toBe("bad%E0");
    expect(cookieValue("other=1", COOKIE)).toBeNull();
    expect(cookieValue(undefined, COOKIE)).toBeNull();
  });

  it("refuses values without a well-formed signature", () => {
    expect(verifySignedToken("no-signature", SECRET)).toBeNull();
    expect(verifySignedToken(".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", SECRET)).toBeNull();
    expect(verifySignedToken("token.short=", SECRET)).toBeNull();
    expect(verifySignedToken(`token.${"A".repeat(44)}`, SECRET)).toBeNull();
  });
});

describe.each(testDatabaseKinds)("one query per signed-in request on %s", (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ kind, env: { REQUIRE_ADMIN_2FA: "false" }, extraRoutes: guardedRoutes });
    // A second instance on the same database, as behind the load balancer (decision 044).
    b = await createTestApp({
      kind,
      database: a.database,
      env: { REQUIRE_ADMIN_2FA: "false" },
      extraRoutes: guardedRoutes,
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const status = async (app: TestApp, browser: TestBrowser, url = "/api/test/user") =>
    (await send(app.app, browser, "GET", url)).statusCode;
  const tokensOf = async (email: string) =>
    (
      await a.database.db
        .select({ token: sessions.token, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, await userIdOf(a.database.db, email)))
    ).map((row) => row);

  it("verifies the cookie Better Auth issued exactly as Better Auth does, and no other", async () => {
    const browser = testBrowser(a.app);
    await confirmedAccount(a.app, "kafui@mail.com");
    const signIn = await a.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN },
      payload: { email: "kafui@mail.com", password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const setCookie = [signIn.headers["set-cookie"]].flat().find((line) => line?.startsWith(`${COOKIE}=`));
    const raw = (setCookie as string).split(";")[0] as string;
    const value = cookieValue(raw, COOKIE) as string;
    const token = verifySignedToken(value, SECRET);
    expect((await tokensOf("kafui@mail.com")).map((row) => row.token)).toContain(token);
    expect(verifySignedToken(value, `${SECRET}x`)).toBeNull();
    expect(verifySignedToken(`${token}x.${value.split(".")[1]}`, SECRET)).toBeNull();
    expect(browser.cookies.size).toBe(0);
  });

  it("answers guarded routes and /api/accounts/me without Better Auth's getSession", async () => {
    const browser = await confirmedAccount(a.app, "yao@mail.com");
    const getSession = vi.spyOn(a.app.auth.api, "getSession");
    expect(await status(a, browser)).toBe(200);
    expect(await status(a, browser, "/api/parcels")).toBe(200);
    const me = await send(a.app, browser, "GET", "/api/accounts/me");
    expect(me.json().user).toMatchObject({ email: "yao@mail.com", role: "client", emailVerified: true });
    expect((await send(a.app, browser, "GET", "/api/accounts/sessions")).statusCode).toBe(200);
    expect(getSession).not.toHaveBeenCalled();
  });

  it("refuses a forged signature, an unknown token and a visitor with 401", async () => {
    const browser = await confirmedAccount(a.app, "edem@mail.com");
    const value = browser.cookies.get(COOKIE) as string;
    const [token] = value.split(".");
    browser.cookies.set(COOKIE, `${token}.${"B".repeat(43)}=`);
    expect(await status(a, browser)).toBe(401);
    browser.cookies.set(
      COOKIE,
      value.replace(/^./, (c) => (c === "x" ? "y" : "x")),
    );
    expect(await status(a, browser)).toBe(401);
    expect(await status(a, testBrowser(a.app))).toBe(401);
  });

  it("lets Better Auth renew a session once it is a day old (updateAge), then reads it alone again", async () => {
    const browser = await confirmedAccount(a.app, "selom@mail.com");
    const [row] = await tokensOf("selom@mail.com");
    // Created 25 hours ago: 30 days minus 25 hours left.
    await a.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 30 * DAY - 25 * 60 * 60 * 1000) })
      .where(eq(sessions.token, row?.token as string));
    const getSession = vi.spyOn(b.app.auth.api, "getSession");
    expect(await status(b, browser)).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    const [renewed] = await tokensOf("selom@mail.com");
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * DAY - 60_000);
    expect(await status(b, browser)).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it("refuses an expired session and lets Better Auth delete it", async () => {
    const browser = await confirmedAccount(a.app, "dzifa@mail.com");
    const [row] = await tokensOf("dzifa@mail.com");
    await a.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, row?.token as string));
    expect(await status(b, browser)).toBe(401);
    expect(await tokensOf("dzifa@mail.com")).toEqual([]);
  });

  it("signs out on the next request, on the other instance too", async () => {
    const browser = await confirmedAccount(a.app, "akou@mail.com");
    const copy = testBrowser(b.app);
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
    expect(await status(b, copy)).toBe(200);
    expect((await browser.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    expect(await status(b, copy)).toBe(401);
    expect(await status(a, copy)).toBe(401);
  });

  it("ends a session from the devices list: that device is out on its next request, on any instance", async () => {
    const laptop = await confirmedAccount(a.app, "mensah@mail.com");
    const phone = await otherDevice(b.app, "mensah@mail.com");
    expect(await status(b, phone)).toBe(200);
    const list = (await send(a.app, laptop, "GET", "/api/accounts/sessions")).json().sessions as {
      id: string;
      current: boolean;
    }[];
    const phoneId = list.find((session) => !session.current)?.id as string;
    expect((await send(a.app, laptop, "DELETE", `/api/accounts/sessions/${phoneId}`)).statusCode).toBe(204);
    expect(await status(b, phone)).toBe(401);
    expect(await status(a, phone)).toBe(401);
    expect(await status(b, laptop)).toBe(200);
  });

  it("a new password signs the other devices out on their next request, on any instance", async () => {
    const laptop = await confirmedAccount(a.app, "afi@mail.com");
    const phone = await otherDevice(b.app, "afi@mail.com");
    expect(await status(b, phone)).toBe(200);
    const response = await laptop.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await status(b, phone)).toBe(401);
    expect(await status(a, phone)).toBe(401);
    expect(await status(b, laptop)).toBe(200);
  });

  it("a new role counts on the next request, on any instance", async () => {
    const browser = await confirmedAccount(a.app, "kossi@mail.com");
    expect(await status(b, browser, "/api/test/admin")).toBe(403);
    await setRoleByEmail(a.database.db, "kossi@mail.com", "admin");
    expect(await status(b, browser, "/api/test/admin")).toBe(200);
    expect(await status(a, browser, "/api/test/admin")).toBe(200);
    await setRoleByEmail(a.database.db, "kossi@mail.com", "client");
    expect(await status(b, browser, "/api/test/admin")).toBe(403);
    expect(await status(a, browser, "/api/test/admin")).toBe(403);
  });
});
