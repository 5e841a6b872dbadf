import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users } from "#server/db/schema";
import {
  confirmedAccount,
  cookieHeader,
  otherDevice,
  signUp,
  userIdOf,
} from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { TEST_ORIGIN } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { enableTwoFactor } from "#server/test/two-factor-test-kit";
import { setRoleByEmail } from "./roles";
import { SESSION_CHANGES_CHANNEL, SessionCache, type SessionRow } from "./session-cache";

const SECONDS = 5;

describe.each(testDatabaseKinds)("the session cache, two instances on one database (%s)", (kind) => {
  let clock = Date.UTC(2026, 10, 25, 9);
  const options = { env: { SESSION_CACHE_SECONDS: String(SECONDS) }, sessionCacheClock: () => clock };
  let first: TestApp;
  let second: TestApp;
  /** The same browser's cookie, sent to either instance (a load balancer without sticky sessions). */
  const me = (instance: TestApp, cookie: string) =>
    instance.app.inject({ method: "GET", url: "/api/accounts/me", headers: { cookie } });
  const parcels = (instance: TestApp, cookie: string) =>
    instance.app.inject({ method: "GET", url: "/api/parcels", headers: { cookie } });

  /** The users whose change notification has been delivered (to this listener, and so to the apps'). */
  const announced = new Set<string>();
  let stopListening: (() => Promise<void>) | undefined;
  /**
   * A confirmed client whose confirmation has been announced to every instance: PostgreSQL delivers
   * notifications asynchronously, and a late one would make an instance forget a session it has just
   * cached — the test then waits for that event, never for time.
   */
  async function settledAccount(email: string) {
    const browser = await confirmedAccount(first.app, email);
    const id = await userIdOf(first.database.db, email);
    await vi.waitFor(() => expect(announced.has(id)).toBe(true), { timeout: 5000 });
    return browser;
  }

  beforeAll(async () => {
    first = await createTestApp({ kind, ...options });
    second = await createTestApp({ database: first.database, ...options });
    stopListening = await first.database.listen(SESSION_CHANGES_CHANNEL, (id) => announced.add(id));
  });
  afterAll(async () => {
    await stopListening?.();
    await second?.close();
    await first?.close();
  });

  it(`a session ended elsewhere is refused within ${SECONDS} s by an instance that had read it, at once by one that had not`, async () => {
    const browser = await settledAccount("cache-fin@mail.com");
    const cookie = cookieHeader(browser);
    expect((await parcels(second, cookie)).statusCode).toBe(200);
    // Ended without going through `second` (another instance, or the database itself).
    await first.database.db.delete(sessions);
    expect((await parcels(first, cookie)).statusCode).toBe(401);
    expect((await parcels(second, cookie)).statusCode).toBe(200);
    clock += SECONDS * 1000 - 1;
    expect((await parcels(second, cookie)).statusCode).toBe(200);
    clock += 1;
    expect((await parcels(second, cookie)).statusCode).toBe(401);
    expect((await me(second, cookie)).json()).toEqual({ user: null });
  });

  it("signing out counts at once on the instance that signed out, and on the other once notified", async () => {
    const browser = await confirmedAccount(first.app, "cache-sortie@mail.com");
    const cookie = cookieHeader(browser);
    expect((await me(first, cookie)).json().user.email).toBe("cache-sortie@mail.com");
    expect((await me(second, cookie)).json().user.email).toBe("cache-sortie@mail.com");
    const signOut = await first.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: "http://localhost:3000" },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await me(first, cookie)).json()).toEqual({ user: null });
    // The clock does not move: PostgreSQL's notification, not the cache's lifetime, empties `second`.
    await vi.waitFor(async () => expect((await me(second, cookie)).json()).toEqual({ user: null }), {
      timeout: 5000,
    });
  });

  it("devices ended from the list are refused by the other instance once notified", async () => {
    const email = "cache-appareil@mail.com";
    const phone = await confirmedAccount(first.app, email);
    const laptop = await otherDevice(first.app, email);
    const laptopCookie = cookieHeader(laptop);
    expect((await parcels(second, laptopCookie)).statusCode).toBe(200);
    const ended = await phone.post("/api/accounts/sessions/end-others");
    expect(ended.json()).toEqual({ ended: 1 });
    await vi.waitFor(async () => expect((await parcels(second, laptopCookie)).statusCode).toBe(401), {
      timeout: 5000,
    });
  });

  it("a role taken away elsewhere counts within the bound", async () => {
    const browser = await confirmedAccount(first.app, "cache-role@mail.com");
    const cookie = cookieHeader(browser);
    await first.database.db
      .update(users)
      .set({ role: "admin" })
      .where(eq(users.email, "cache-role@mail.com"));
    clock += SECONDS * 1000;
    expect((await me(second, cookie)).json().user.role).toBe("admin");
    await first.database.db
      .update(users)
      .set({ role: "client" })
      .where(eq(users.email, "cache-role@mail.com"));
    clock += SECONDS * 1000;
    expect((await me(second, cookie)).json().user.role).toBe("client");
    const adminOnly = await second.app.inject({
      method: "GET",
      url: "/api/admin/statistics",
      headers: { cookie },
    });
    expect(adminOnly.statusCode).toBe(403);
  });

  /** A client whose session `instance` has cached, then deleted behind the app's back (SQL). */
  async function cachedThenEndedBySql(instance: TestApp, email: string) {
    const browser = await settledAccount(email);
    const cookie = cookieHeader(browser);
    expect((await parcels(instance, cookie)).statusCode).toBe(200);
    await first.database.db
      .delete(sessions)
      .where(eq(sessions.userId, await userIdOf(first.database.db, email)));
    return cookie;
  }

  it("a POST that changes no account, on a parcel route, leaves every cache alone", async () => {
    const stale = await cachedThenEndedBySql(second, "cache-garde@mail.com");
    const other = await confirmedAccount(first.app, "cache-colis@mail.com");
    // A waiting request, on each instance: it changes a parcel, not a session or an account.
    for (const instance of [first, second]) {
      const created = await instance.app.inject({
        method: "POST",
        url: "/api/parcels/notification-requests",
        headers: { cookie: cookieHeader(other), origin: TEST_ORIGIN, "idempotency-key": crypto.randomUUID() },
        payload: { description: "Chaussures", fromCountry: "FR", toCountry: "TG", clientPhone: null },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    // Still the cached read (the session went by SQL, which no request announced)…
    expect((await parcels(second, stale)).statusCode).toBe(200);
    // …until its lifetime ends.
    clock += SECONDS * 1000;
    expect((await parcels(second, stale)).statusCode).toBe(401);
  });

  it("a sign-out elsewhere forgets that user only", async () => {
    const bystander = await cachedThenEndedBySql(second, "cache-temoin@mail.com");
    const leaving = await settledAccount("cache-part@mail.com");
    const leavingCookie = cookieHeader(leaving);
    expect((await parcels(second, leavingCookie)).statusCode).toBe(200);
    expect((await leaving.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await parcels(second, leavingCookie)).statusCode).toBe(401), {
      timeout: 5000,
    });
    expect((await parcels(second, bystander)).statusCode).toBe(200);
    clock += SECONDS * 1000;
  });

  it("a role given by `npm run admin` reaches the other instances at once, without waiting for the bound", async () => {
    const email = "cache-promu@mail.com";
    const browser = await confirmedAccount(first.app, email);
    const cookie = cookieHeader(browser);
    expect((await me(second, cookie)).json().user.role).toBe("client");
    await setRoleByEmail(first.database.db, email, "admin");
    await vi.waitFor(async () => expect((await me(second, cookie)).json().user.role).toBe("admin"), {
      timeout: 5000,
    });
  });

  it("turning two-step sign-in on elsewhere ends that user's other devices on every instance at once", async () => {
    const email = "cache-deux-etapes@mail.com";
    const laptop = await confirmedAccount(first.app, email);
    const laptopCookie = cookieHeader(laptop);
    expect((await parcels(second, laptopCookie)).statusCode).toBe(200);
    const phone = await otherDevice(first.app, email);
    await enableTwoFactor(phone);
    await vi.waitFor(async () => expect((await parcels(second, laptopCookie)).statusCode).toBe(401), {
      timeout: 5000,
    });
    expect((await parcels(second, cookieHeader(phone))).statusCode).toBe(200);
  });

  it("keeps no unconfirmed account: a confirmation made elsewhere shows at once", async () => {
    const email = "cache-confirmation@mail.com";
    const browser = await signUp(first.app, email);
    const signIn = await browser.post("/api/auth/sign-in/email", { email, password: "Colibri-Test-2026" });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = cookieHeader(browser);
    expect((await me(second, cookie)).json().user.emailVerified).toBe(false);
    await first.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    expect((await me(second, cookie)).json().user.emailVerified).toBe(true);
  });
});

describe("SessionCache", () => {
  const row: SessionRow = {
    sessionId: "s1",
    expiresAt: new Date(Date.UTC(2026, 11, 1)),
    id: "u1",
    email: "a@mail.com",
    name: null,
    role: "client",
    emailVerified: true,
    twoFactorEnabled: false,
    phone: null,
    reference: "CLB-2222",
    twoFactorVerified: false,
  };

  it("does not keep a row read before a change was made (it may be the old one)", () => {
    const cache = new SessionCache(5000, () => 0);
    const readBeforeTheChange = cache.readStarts();
    cache.forgetAll();
    cache.store("token", row, readBeforeTheChange);
    expect(cache.get("token")).toBeUndefined();
    cache.store("token", row, cache.readStarts());
    expect(cache.get("token")).toEqual(row);
  });

  it("forgets one user's sessions and keeps the others'", () => {
    const cache = new SessionCache(5000, () => 0);
    cache.store("a1", row, cache.readStarts());
    cache.store("a2", { ...row, sessionId: "s2" }, cache.readStarts());
    cache.store("b1", { ...row, sessionId: "s3", id: "u2" }, cache.readStarts());
    cache.forgetUser("u1");
    expect([cache.get("a1"), cache.get("a2")]).toEqual([undefined, undefined]);
    expect(cache.get("b1")?.id).toBe("u2");
  });

  it("keeps nothing when its lifetime is 0 seconds", () => {
    const cache = new SessionCache(0, () => 0);
    cache.store("token", row, cache.readStarts());
    expect(cache.get("token")).toBeUndefined();
  });
});
