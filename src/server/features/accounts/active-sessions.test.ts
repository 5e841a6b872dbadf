import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema";
import { confirmedAccount, cookieHeader, PASSWORD, userIdOf } from "#server/test/accounts-test-kit";
import { send } from "#server/test/admin-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import type { ActiveSession } from "#shared/active-sessions";

/**
 * The profile's signed-in devices (docs/product/accounts.md#sessions): one's own sessions only, the
 * current one marked, another ended at once, never another account's.
 */

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const LIST = "/api/accounts/sessions";
const END_OTHERS = "/api/accounts/sessions/end-others";

describe.each(testDatabaseKinds)("active sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  /** Another device of the same person, signed in with its own user agent. */
  async function device(email: string, userAgent = ANDROID_CHROME): Promise<TestBrowser> {
    const browser = testBrowser(t.app);
    const response = await browser.post(
      "/api/auth/sign-in/email",
      { email, password: PASSWORD },
      { "user-agent": userAgent },
    );
    expect(response.statusCode, response.body).toBe(200);
    return browser;
  }

  const list = async (browser: TestBrowser) => {
    const response = await browser.get(LIST);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().sessions as ActiveSession[];
  };
  const currentId = async (browser: TestBrowser) =>
    (await list(browser)).find((session) => session.current)?.id as string;
  const sessionIdsOf = async (email: string) =>
    (
      await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, await userIdOf(t.database.db, email)))
    ).map((row) => row.id);

  it("lists the user's own sessions, newest activity first, this one marked, no token", async () => {
    const laptop = await confirmedAccount(t.app, "ama@mail.com");
    const phone = await device("ama@mail.com");
    await confirmedAccount(t.app, "kofi@mail.com");
    const phoneId = await currentId(phone);
    const laptopId = await currentId(laptop);
    // The laptop's session was last renewed a week ago (Better Auth renews at most once a day).
    await t.database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 7 * 86_400_000) })
      .where(eq(sessions.id, laptopId));

    const response = await laptop.get(LIST);
    expect(response.headers["cache-control"]).toBe("no-store");
    const listed = response.json().sessions as ActiveSession[];
    expect(listed.map((session) => session.id)).toEqual([phoneId, laptopId]);
    expect(listed).toEqual([
      expect.objectContaining({
        device: "Chrome sur Android",
        place: "Réseau local",
        ipAddress: "127.0.0.*",
        current: false,
      }),
      expect.objectContaining({ device: "Navigateur inconnu", current: true }),
    ]);
    expect(new Date(listed[1]?.lastSeenAt ?? "").getTime()).toBeLessThan(Date.now() - 6 * 86_400_000);
    expect((await list(phone)).map((session) => session.current)).toEqual([true, false]);

    const tokens = await t.database.db.select({ token: sessions.token }).from(sessions);
    for (const { token } of tokens) expect(response.body).not.toContain(token);
    expect(await sessionIdsOf("ama@mail.com")).toEqual(expect.arrayContaining([phoneId, laptopId]));
    for (const id of await sessionIdsOf("kofi@mail.com")) expect(response.body).not.toContain(id);
  });

  it("names the country of a public IPv4, with its last number hidden, and leaves expired sessions out", async () => {
    const laptop = await confirmedAccount(t.app, "afi@mail.com");
    const inLome = await device("afi@mail.com");
    const expired = await device("afi@mail.com");
    await t.database.db
      .update(sessions)
      .set({ ipAddress: "41.207.160.25" })
      .where(eq(sessions.id, await currentId(inLome)));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, await currentId(expired)));

    const listed = await list(laptop);
    expect(listed).toHaveLength(2);
    expect(listed.find((session) => !session.current)).toMatchObject({
      place: "Togo",
      ipAddress: "41.207.160.*",
    });
  });

  it("ends another device of the user: its next request is a 401, this one goes on", async () => {
    const laptop = await confirmedAccount(t.app, "yawa@mail.com");
    const phone = await device("yawa@mail.com");
    const phoneId = await currentId(phone);

    const ended = await send(t.app, laptop, "DELETE", `${LIST}/${phoneId}`);
    expect(ended.statusCode, ended.body).toBe(204);
    expect(ended.headers["cache-control"]).toBe("no-store");
    expect((await phone.get(LIST)).statusCode).toBe(401);
    expect(await phone.me()).toBeNull();
    expect((await list(laptop)).map((session) => session.current)).toEqual([true]);
    // Already ended: nothing left to end.
    expect((await send(t.app, laptop, "DELETE", `${LIST}/${phoneId}`)).statusCode).toBe(404);
  });

  it("refuses to end this device's own session (that is 'Déconnexion') and keeps it", async () => {
    const laptop = await confirmedAccount(t.app, "edem@mail.com");
    const response = await send(t.app, laptop, "DELETE", `${LIST}/${await currentId(laptop)}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "CURRENT_SESSION",
      message: "C'est la session de cet appareil : utilisez « Déconnexion » pour en sortir.",
    });
    expect((await laptop.me())?.email).toBe("edem@mail.com");
  });

  it("ends every other device at once and says how many", async () => {
    const laptop = await confirmedAccount(t.app, "sena@mail.com");
    const phone = await device("sena@mail.com");
    const tablet = await device("sena@mail.com");
    const other = await confirmedAccount(t.app, "voisin@mail.com");

    const response = await laptop.post(END_OTHERS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ ended: 2 });
    expect((await phone.get(LIST)).statusCode).toBe(401);
    expect((await tablet.get(LIST)).statusCode).toBe(401);
    expect((await list(laptop)).map((session) => session.current)).toEqual([true]);
    // Another account's sessions are not "others".
    expect((await other.me())?.email).toBe("voisin@mail.com");
    expect((await laptop.post(END_OTHERS)).json()).toEqual({ ended: 0 });
  });

  it("answers another account's session id exactly like an unknown one, and that session still works", async () => {
    const mallory = await confirmedAccount(t.app, "malin@mail.com");
    const victim = await confirmedAccount(t.app, "victime@mail.com");
    const [victimId] = await sessionIdsOf("victime@mail.com");

    const foreign = await send(t.app, mallory, "DELETE", `${LIST}/${victimId}`);
    const unknown = await send(t.app, mallory, "DELETE", `${LIST}/01JUNKNOWN0000000000000000`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json()).toEqual({
      code: "NOT_FOUND",
      message: "Cette session n'existe pas ou a déjà pris fin.",
    });
    expect((await victim.me())?.email).toBe("victime@mail.com");
    expect(await sessionIdsOf("victime@mail.com")).toEqual([victimId]);
  });

  it("answers a visitor 401 and refuses a change sent from another site", async () => {
    const visitor = testBrowser(t.app);
    expect((await visitor.get(LIST)).statusCode).toBe(401);
    expect((await visitor.post(END_OTHERS)).statusCode).toBe(401);
    expect((await send(t.app, visitor, "DELETE", `${LIST}/quelconque`)).statusCode).toBe(401);

    const laptop = await confirmedAccount(t.app, "kossi@mail.com");
    const phone = await device("kossi@mail.com");
    const phoneId = await currentId(phone);
    for (const [method, url] of [
      ["POST", END_OTHERS],
      ["DELETE", `${LIST}/${phoneId}`],
    ] as const) {
      const forged = await t.app.inject({
        method,
        url,
        headers: { origin: "https://malveillant.example", cookie: cookieHeader(laptop) },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe("FOREIGN_ORIGIN");
    }
    expect((await phone.me())?.email).toBe("kossi@mail.com");
  });
});
