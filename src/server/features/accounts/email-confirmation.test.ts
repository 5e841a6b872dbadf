import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "#server/db/schema";
import { emailCount, signIn, signUp } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

const INVALID_LINK = "Ce lien est invalide ou a expiré. Demandez-en un nouveau.";

describe.each(testDatabaseKinds)("e-mail confirmation on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function isVerified(email: string) {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return user?.emailVerified;
  }

  it("lets an unconfirmed client sign in, seen as unconfirmed (for /waiting-confirmation)", async () => {
    const browser = await signUp(t.app, "ama@mail.com");
    expect((await signIn(browser, "ama@mail.com")).statusCode).toBe(200);
    expect(await browser.me()).toMatchObject({ email: "ama@mail.com", emailVerified: false });
  });

  it("resends the confirmation to a signed-in unconfirmed client, and the new link confirms", async () => {
    const browser = await signUp(t.app, "kofi@mail.com");
    await signIn(browser, "kofi@mail.com");
    const response = await browser.post("/api/auth/send-verification-email", {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await emailCount(t.app, "kofi@mail.com")).toBe(2);
    const email = await lastEmailTo(t.app, "kofi@mail.com");
    expect(email.subject).toBe("Confirmez votre adresse e-mail — Colibri");
    expect((await browser.get(email.path as string)).headers.location).toBe("/?confirmed=1");
    expect(await browser.me()).toMatchObject({ email: "kofi@mail.com", emailVerified: true });
  });

  it("refuses to resend to a confirmed address with 400 'Votre adresse e-mail est déjà confirmée.'", async () => {
    const browser = await signUp(t.app, "efua@mail.com");
    await browser.get((await lastEmailTo(t.app, "efua@mail.com")).path as string);
    const response = await browser.post("/api/auth/send-verification-email", {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "EMAIL_ALREADY_VERIFIED",
      message: "Votre adresse e-mail est déjà confirmée.",
    });
    expect(await emailCount(t.app, "efua@mail.com")).toBe(1);
  });

  it("refuses to resend for a visitor with 401 in French", async () => {
    const response = await testBrowser(t.app).post("/api/auth/send-verification-email", {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Veuillez vous connecter pour continuer.");
  });

  it("a link already used does not sign in whoever opens it again", async () => {
    const owner = await signUp(t.app, "yao@mail.com");
    const { path } = await lastEmailTo(t.app, "yao@mail.com");
    await owner.get(path as string);
    const stranger = testBrowser(t.app);
    const response = await stranger.get(path as string);
    expect(response.statusCode).toBe(302);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await stranger.me()).toBeNull();
  });

  it("a tampered link confirms nothing and comes back with an error", async () => {
    await signUp(t.app, "akos@mail.com");
    const { path } = await lastEmailTo(t.app, "akos@mail.com");
    const tampered = (path as string).replace(/token=([^&]+)/, (_match, token: string) => `token=${token}x`);
    const browser = testBrowser(t.app);
    const response = await browser.get(tampered);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain("error=INVALID_TOKEN");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await isVerified("akos@mail.com")).toBe(false);

    const withoutCallback = await browser.get("/api/auth/verify-email?token=pas-un-jeton");
    expect(withoutCallback.statusCode).toBe(401);
    expect(withoutCallback.json().message).toBe(INVALID_LINK);
  });

  it("a link opened after 24 hours has expired and confirms nothing", async () => {
    const browser = await signUp(t.app, "dela@mail.com");
    const { path } = await lastEmailTo(t.app, "dela@mail.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    const response = await browser.get(path as string);
    vi.useRealTimers();
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain("error=TOKEN_EXPIRED");
    expect(await browser.me()).toBeNull();
    expect(await isVerified("dela@mail.com")).toBe(false);
  });

  it("never redirects a confirmation link to another site", async () => {
    await signUp(t.app, "mawuli@mail.com");
    const { path } = await lastEmailTo(t.app, "mawuli@mail.com");
    const foreign = (path as string).replace(
      /callbackURL=[^&]+/,
      "callbackURL=https%3A%2F%2Fevil.example%2F",
    );
    const response = await testBrowser(t.app).get(foreign);
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
    expect(response.json().message).toBe("Requête refusée : adresse de retour non autorisée.");
    expect(await isVerified("mawuli@mail.com")).toBe(false);
  });
});
