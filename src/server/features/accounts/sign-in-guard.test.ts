import { and, count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "#server/db/schema";
import { confirmedAccount, PASSWORD } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, TEST_ORIGIN, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { totpCode } from "#server/test/totp";
import { enableTwoFactor } from "#server/test/two-factor-test-kit";
import { SIGN_IN_LINK_SENT_MESSAGE } from "./sign-in-guard";

/**
 * The lockout that spares the owner (decision 038): repeated failed sign-ins for one account, from
 * any number of IPs, never shut its owner out; past 10 failures the password is no longer checked and
 * the owner gets one e-mail with a sign-in link. Rate limits on, as in production.
 */

const WRONG = "Faux-Mot-2026";
const LINK_SENT = { code: "SIGN_IN_LINK_SENT", message: SIGN_IN_LINK_SENT_MESSAGE };

describe.each(testDatabaseKinds)("sign-in guard on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, authRateLimit: true });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  let lastIp = 0;
  /** A sign-in from a given IP (a new one each call unless given), as a script would send it. */
  const attempt = (
    email: string,
    password: string,
    remoteAddress = `10.60.${++lastIp >> 8}.${lastIp & 255}`,
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress,
      payload: { email, password },
      headers: { origin: TEST_ORIGIN },
    });

  async function alertCount(to: string) {
    const [row] = await t.app.database.db
      .select({ value: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "sign-in-link")));
    return row?.value ?? 0;
  }

  async function fail(email: string, times: number) {
    for (let i = 0; i < times; i++) expect((await attempt(email, WRONG)).statusCode).toBe(401);
  }

  it("measurement: 1 000 wrong passwords from 100 IPs do not shut the owner out; one alert e-mail", async () => {
    const email = "kossi@mail.com";
    await confirmedAccount(t.app, email);
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let i = 0; i < 1000; i++) {
      const response = await attempt(email, `${WRONG}-${i}`, `198.18.${i % 100}.7`);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    // Only the first 10 passwords were checked; every later attempt got the link answer.
    expect(Object.fromEntries(statuses)).toEqual({ 401: 10, 403: 990 });

    // The owner, with the right password, from their own IP: told to use the link (no session).
    const owner = testBrowser(t.app);
    const withPassword = await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(withPassword.statusCode).toBe(403);
    expect(withPassword.json()).toEqual(LINK_SENT);
    expect(withPassword.headers["set-cookie"]).toBeUndefined();

    // The one e-mail of the window, and its link signs the owner in.
    expect(await alertCount(email)).toBe(1);
    const alert = await lastEmailTo(t.app, email);
    expect(alert.subject).toBe("Tentatives de connexion à votre compte — Colibri");
    const landing = await owner.get(alert.path as string);
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe("http://localhost:3000/");
    expect((await owner.me())?.email).toBe(email);

    console.log(
      `[sign-in guard, ${kind}] attempts: 1000 from 100 IPs; passwords checked (401): ${statuses.get(401)}; ` +
        `refused with the link answer (403): ${statuses.get(403)}; refused 429: ${statuses.get(429) ?? 0}; ` +
        `time: ${seconds.toFixed(2)} s (${seconds.toFixed(2)} ms per attempt on average); ` +
        `alert e-mails to the owner: ${await alertCount(email)}; owner signed in through the link: yes`,
    );
  }, 120_000);

  it("counts only failures: successful sign-ins never bring the account closer to the link", async () => {
    const email = "edem@mail.com";
    await confirmedAccount(t.app, email);
    for (let i = 0; i < 15; i++) expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    await fail(email, 9);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    expect((await attempt(email, WRONG)).statusCode).toBe(401);
    // That was the 10th failure: from now on, the link.
    expect((await attempt(email, PASSWORD)).json()).toEqual(LINK_SENT);
  });

  it("answers the same to a right and a wrong password, and to an unknown address, without an e-mail to it", async () => {
    const email = "akpene@mail.com";
    await confirmedAccount(t.app, email);
    await fail(email, 10);
    const right = await attempt(email, PASSWORD);
    const wrong = await attempt(email, WRONG);
    expect([right.statusCode, wrong.statusCode]).toEqual([403, 403]);
    expect(right.json()).toEqual(LINK_SENT);
    expect(wrong.json()).toEqual(LINK_SENT);

    await fail("personne@mail.com", 10);
    const unknown = await attempt("personne@mail.com", WRONG);
    expect(unknown.json()).toEqual(LINK_SENT);
    expect(await alertCount("personne@mail.com")).toBe(0);
    // Another account is not affected.
    await confirmedAccount(t.app, "elom@mail.com");
    expect((await attempt("elom@mail.com", PASSWORD)).statusCode).toBe(200);
  });

  it("the link works once; a used link lands on /login with an error; the password works again after the window", async () => {
    const email = "yawa@mail.com";
    await confirmedAccount(t.app, email);
    await fail(email, 10);
    expect((await attempt(email, WRONG)).statusCode).toBe(403);
    const { path } = await lastEmailTo(t.app, email);
    expect((await testBrowser(t.app).get(path as string)).statusCode).toBe(302);
    const reused = await testBrowser(t.app).get(path as string);
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toMatch(
      /^http:\/\/localhost:3000\/login\?link=invalid&error=INVALID_TOKEN$/,
    );
    expect(reused.headers["set-cookie"]).toBeUndefined();

    // Still in the window: no second e-mail, whatever the number of attempts.
    for (let i = 0; i < 5; i++) await attempt(email, WRONG);
    expect(await alertCount(email)).toBe(1);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
  });

  it("a link past its 15 minutes signs no one in", async () => {
    const email = "sefa@mail.com";
    await confirmedAccount(t.app, email);
    await fail(email, 10);
    await attempt(email, WRONG);
    const { path } = await lastEmailTo(t.app, email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const late = await testBrowser(t.app).get(path as string);
    expect(late.headers.location).toContain("/login?link=invalid");
    expect(late.headers["set-cookie"]).toBeUndefined();
  });

  it("an account with two-step sign-in gets no link: its password is still checked, the code still asked, one alert without a link", async () => {
    const email = "dzifa@mail.com";
    const owner = await confirmedAccount(t.app, email);
    const { manualKey } = await enableTwoFactor(owner);
    await fail(email, 12);
    // Past the threshold: a wrong password is still a plain 401, the right one leads to the code step.
    expect((await attempt(email, WRONG)).statusCode).toBe(401);
    const browser = testBrowser(t.app);
    const right = await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(right.json()).toEqual({ ok: true, twoFactor: true });
    expect(await browser.me()).toBeNull();
    const code = await browser.post("/api/auth/two-factor/verify-totp", { code: totpCode(manualKey) });
    expect(code.statusCode, code.body).toBe(200);
    expect((await browser.me())?.email).toBe(email);

    expect(await alertCount(email)).toBe(0);
    const [alerts] = await t.app.database.db
      .select({ value: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "sign-in-alert")));
    expect(alerts?.value).toBe(1);
    const alert = await lastEmailTo(t.app, email);
    expect(alert.subject).toBe("Tentatives de connexion à votre compte — Colibri");
    expect(alert.path).toBe("/profile");
  });

  it("a sign-in link sent before two-step sign-in was turned on signs no one in", async () => {
    const email = "mawuli@mail.com";
    const owner = await confirmedAccount(t.app, email);
    await fail(email, 10);
    await attempt(email, WRONG);
    const { path } = await lastEmailTo(t.app, email);
    await enableTwoFactor(owner);
    const visitor = testBrowser(t.app);
    const landing = await visitor.get(path as string);
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toContain("/login?link=invalid");
    expect(await visitor.me()).toBeNull();
  });
});
