import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, cookieHeader, freshIp, PASSWORD } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { TEST_ORIGIN, type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { totpCode } from "#server/test/totp";
import { enableTwoFactor } from "#server/test/two-factor-test-kit";
import { CODES_PER_ACCOUNT } from "./two-factor-bridge-rules";

const RATE_LIMITED = "Trop de tentatives. Veuillez réessayer dans quelques minutes.";

/**
 * The code step's limit per account (decision 058), with the rate limits on as in production: each
 * request comes from an address of its own, so only the account's limit can refuse.
 */
describe.each(testDatabaseKinds)("authenticator codes per account (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, authRateLimit: true });
  });
  afterAll(() => t.close());

  /** A POST from `browser` (its cookies, kept up to date) sent from a new address. */
  async function postFromNewAddress(browser: TestBrowser, url: string, body: object) {
    const response: LightMyRequestResponse = await t.app.inject({
      method: "POST",
      url,
      payload: body,
      remoteAddress: freshIp(),
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(browser) },
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === "" || cookie.maxAge === 0) browser.cookies.delete(cookie.name);
      else browser.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** A new browser signed in with the password, waiting for its code. */
  async function waitingForCode(email: string) {
    const browser = testBrowser(t.app);
    const signIn = await postFromNewAddress(browser, "/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(signIn.json()).toEqual({ ok: true, twoFactor: true });
    return browser;
  }

  it(`takes ${CODES_PER_ACCOUNT.max} codes per account in 15 minutes, right ones included, whatever the address`, async () => {
    const email = "codes@mail.com";
    const owner = await confirmedAccount(t.app, email);
    // The set-up's first code is the account's first.
    const { manualKey } = await enableTwoFactor(owner);
    for (let code = 2; code <= CODES_PER_ACCOUNT.max; code += 1) {
      const browser = await waitingForCode(email);
      const answer = await postFromNewAddress(browser, "/api/auth/two-factor/verify-totp", {
        code: totpCode(manualKey),
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const late = await waitingForCode(email);
    const refused = await postFromNewAddress(late, "/api/auth/two-factor/verify-totp", {
      code: totpCode(manualKey),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", message: RATE_LIMITED });
    expect(await late.me()).toBeNull();
    // Backup codes share the count.
    const backup = await postFromNewAddress(late, "/api/auth/two-factor/verify-backup-code", {
      code: "abcde-12345",
    });
    expect(backup.statusCode).toBe(429);
  });

  it("counts the codes a signed-in session types too, which the plugin's own counters leave out", async () => {
    const email = "session-codes@mail.com";
    const owner = await confirmedAccount(t.app, email);
    const { manualKey } = await enableTwoFactor(owner);
    const wrong = totpCode(manualKey) === "000000" ? "111111" : "000000";
    for (let code = 2; code <= CODES_PER_ACCOUNT.max; code += 1)
      expect(
        (await postFromNewAddress(owner, "/api/auth/two-factor/verify-totp", { code: wrong })).statusCode,
      ).toBe(401);
    const refused = await postFromNewAddress(owner, "/api/auth/two-factor/verify-totp", {
      code: totpCode(manualKey),
    });
    expect(refused.statusCode).toBe(429);
    // Another account is not concerned.
    const other = await confirmedAccount(t.app, "autre-compte@mail.com");
    await enableTwoFactor(other);
  });

  it("a code without a session or a sign-in waiting for it names no account: Better Auth refuses it", async () => {
    const answer = await postFromNewAddress(testBrowser(t.app), "/api/auth/two-factor/verify-totp", {
      code: "123456",
    });
    expect(answer.statusCode).toBe(401);
  });
});
