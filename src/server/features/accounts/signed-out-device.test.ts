import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema";
import {
  confirmedAccount,
  cookieHeader,
  otherDevice,
  PASSWORD,
  signIn,
  userIdOf,
} from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { SIGNED_OUT_COOKIE } from "#shared/signed-out-cookie";

/**
 * A phone signed out while offline (docs/product/offline.md#sign-out-offline, decision 099): the page
 * leaves SIGNED_OUT_COOKIE beside the httpOnly session cookie it cannot delete, and the first request
 * that reaches the server with both ends that session for good — the next person on the phone, or
 * anyone holding a copy of the old cookie, gets a visitor's answers.
 */

const SESSIONS = "/api/accounts/sessions";

describe.each(testDatabaseKinds)("a device signed out offline on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The session cache on: a session read just before must not outlive its end on this instance.
    t = await createTestApp({ kind, env: { SESSION_CACHE_SECONDS: "30" } });
  });
  afterAll(() => t.close());

  const sessionCount = async (email: string) =>
    (
      await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, await userIdOf(t.database.db, email)))
    ).length;

  /** What the page does when the sign-out cannot leave: the marker beside the session cookie. */
  const signOutOffline = (browser: TestBrowser) => browser.cookies.set(SIGNED_OUT_COOKIE, "1");

  /** A request made by hand with the old session cookie only, as an attacker who copied it would. */
  const withOldCookie = (cookie: string) =>
    t.app.inject({ method: "GET", url: SESSIONS, headers: { cookie } });

  it("the device's next request ends its session: a visitor's answer, both cookies expired, the old cookie refused", async () => {
    const phone = await confirmedAccount(t.app, "afi@mail.com");
    expect((await phone.get(SESSIONS)).statusCode).toBe(200);
    const oldCookie = cookieHeader(phone);
    signOutOffline(phone);

    const me = await phone.get("/api/accounts/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: null });
    const expired = (me.cookies as { name: string; maxAge?: number }[])
      .filter((cookie) => cookie.maxAge === 0)
      .map((cookie) => cookie.name);
    expect(expired).toContain(SIGNED_OUT_COOKIE);
    expect(expired.some((name) => name.endsWith("session_token"))).toBe(true);
    expect(phone.cookies.size).toBe(0);

    expect(await sessionCount("afi@mail.com")).toBe(0);
    const replayed = await withOldCookie(oldCookie);
    expect(replayed.statusCode).toBe(401);
  });

  it("the sign-out sent again by the service worker answers as a sign-out and ends that device only", async () => {
    const phone = await confirmedAccount(t.app, "yao@mail.com");
    const laptop = await otherDevice(t.app, "yao@mail.com");
    const oldCookie = cookieHeader(phone);
    signOutOffline(phone);

    const retried = await phone.post("/api/auth/sign-out", {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ ok: true });
    expect((await withOldCookie(oldCookie)).statusCode).toBe(401);
    // Sent once more (a retry whose answer was lost, the marker already gone): a plain success.
    expect((await phone.post("/api/auth/sign-out", {}, { cookie: oldCookie })).statusCode).toBe(200);
    expect(await sessionCount("yao@mail.com")).toBe(1);
    expect((await laptop.me())?.email).toBe("yao@mail.com");
  });

  it("the next person signs in on the phone: the old session ends, the new one stays", async () => {
    const phone = await confirmedAccount(t.app, "esi@mail.com");
    await confirmedAccount(t.app, "komi@mail.com");
    const oldCookie = cookieHeader(phone);
    signOutOffline(phone);

    const signedIn = await signIn(phone, "komi@mail.com", PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(phone.cookies.has(SIGNED_OUT_COOKIE)).toBe(false);
    expect((await phone.me())?.email).toBe("komi@mail.com");
    expect(await sessionCount("esi@mail.com")).toBe(0);
    expect((await withOldCookie(oldCookie)).statusCode).toBe(401);
  });

  it("a marker without a session: a visitor, the marker expired, nothing else ended", async () => {
    const other = await confirmedAccount(t.app, "dela@mail.com");
    const visitor = testBrowser(t.app);
    visitor.cookies.set(SIGNED_OUT_COOKIE, "1");
    expect((await visitor.get(SESSIONS)).statusCode).toBe(401);
    expect(visitor.cookies.size).toBe(0);
    expect((await other.me())?.email).toBe("dela@mail.com");
    expect(await sessionCount("dela@mail.com")).toBe(1);
  });
});
