import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, otherDevice, PASSWORD, signIn } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { confirmedUser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

const WRONG = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Email ou mot de passe incorrect." };

describe.each(testDatabaseKinds)("sign-in and sign-out on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    await (await confirmedUser(t.app, "ama@mail.com")).post("/api/auth/sign-out", {});
  });
  afterAll(() => t.close());

  it("signs in with the right password: { ok: true }, a session cookie and the specified session user", async () => {
    const browser = testBrowser(t.app);
    const response = await signIn(browser, "ama@mail.com");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, twoFactor: false });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(browser.cookies.has("better-auth.session_token")).toBe(true);
    const me = await browser.me();
    expect(me).toEqual({
      id: expect.any(String),
      email: "ama@mail.com",
      name: "ama",
      role: "client",
      emailVerified: true,
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
      mustVerifyTwoFactor: false,
      phone: "+33612345678",
      // Drawn by the database at sign-up (decision 100): the client's personal address names it.
      reference: expect.stringMatching(/^CLB-[2-9A-HJKMNP-Z]{4}$/),
    });
  });

  it("accepts the address typed in capitals with spaces", async () => {
    const browser = testBrowser(t.app);
    expect((await signIn(browser, "  AMA@Mail.com ")).statusCode).toBe(200);
    expect((await browser.me())?.email).toBe("ama@mail.com");
  });

  it("answers a wrong password with 401 'Email ou mot de passe incorrect.' and no session", async () => {
    const browser = testBrowser(t.app);
    const response = await signIn(browser, "ama@mail.com", "Pas-Le-Bon-2026");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(WRONG);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await browser.me()).toBeNull();
  });

  it("answers an unknown e-mail exactly like a wrong password (no account enumeration)", async () => {
    const response = await signIn(testBrowser(t.app), "personne@mail.com", PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(WRONG);
  });

  it("shows null to a visitor", async () => {
    const response = await testBrowser(t.app).get("/api/accounts/me");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ user: null });
  });

  it("signs out: clears the cookie and ends the session on the server, so a copied cookie is worthless", async () => {
    const browser = await otherDevice(t.app, "ama@mail.com");
    const copied = cookieHeader(browser);
    const response = await browser.post("/api/auth/sign-out", {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(browser.cookies.has("better-auth.session_token")).toBe(false);
    expect(await browser.me()).toBeNull();
    const replay = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me",
      headers: { cookie: copied },
    });
    expect(replay.json()).toEqual({ user: null });
  });

  it("signs out one device only: the other stays signed in", async () => {
    const phone = await otherDevice(t.app, "ama@mail.com");
    const laptop = await otherDevice(t.app, "ama@mail.com");
    await phone.post("/api/auth/sign-out", {});
    expect(await phone.me()).toBeNull();
    expect((await laptop.me())?.email).toBe("ama@mail.com");
  });

  it("answers 200 to a visitor who signs out (logout failures are ignored anyway)", async () => {
    const response = await testBrowser(t.app).post("/api/auth/sign-out", {});
    expect(response.statusCode).toBe(200);
  });

  it("ignores a forged session cookie", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me",
      headers: { cookie: "better-auth.session_token=forged.c2lnbmF0dXJl" },
    });
    expect(response.json()).toEqual({ user: null });
  });
});
