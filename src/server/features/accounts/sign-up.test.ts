import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { emailCount, PASSWORD, signUp } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

const TAKEN = "Cet email est déjà utilisé. Veuillez vous connecter.";

describe.each(testDatabaseKinds)("sign-up on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  it("creates the account, answers { ok: true } and does not sign in before confirmation", async () => {
    const browser = testBrowser(t.app);
    const response = await browser.post("/api/auth/sign-up/email", {
      email: "ama@mail.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await browser.me()).toBeNull();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "ama@mail.com"));
    expect(user).toMatchObject({ role: "client", emailVerified: false, name: "ama" });
  });

  it("keeps the name given at sign-up, trimmed, and greets with it; a blank name is no name", async () => {
    const named = await testBrowser(t.app).post("/api/auth/sign-up/email", {
      name: "  Ama Koffi ",
      email: "ama.koffi@mail.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(named.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "ama.koffi@mail.com"));
    expect(user?.name).toBe("Ama Koffi");
    expect((await lastEmailTo(t.app, "ama.koffi@mail.com")).textBody).toContain("Bonjour Ama Koffi,");

    await testBrowser(t.app).post("/api/auth/sign-up/email", {
      name: "   ",
      email: "kodjo@mail.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const [nameless] = await t.database.db.select().from(users).where(eq(users.email, "kodjo@mail.com"));
    expect(nameless?.name).toBe("kodjo");
    const greeting = (await lastEmailTo(t.app, "kodjo@mail.com")).textBody;
    expect(greeting).toContain("Bonjour,");
    expect(greeting).not.toContain("Bonjour kodjo");

    const tooLong = await testBrowser(t.app).post("/api/auth/sign-up/email", {
      name: "A".repeat(200),
      email: "long@mail.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain("name");
  });

  it("queues one French confirmation e-mail whose link comes back to the site", async () => {
    await signUp(t.app, "efua@mail.com");
    expect(await emailCount(t.app, "efua@mail.com")).toBe(1);
    const email = await lastEmailTo(t.app, "efua@mail.com");
    expect(email.subject).toBe("Confirmez votre adresse e-mail — Colibri");
    expect(email.kind).toBe("verify-email");
    expect(email.textBody).toContain("Bienvenue chez Colibri !");
    expect(email.textBody).toContain(
      "Confirmer mon adresse e-mail : http://localhost:3000/api/auth/verify-email?token=",
    );
    expect(email.textBody).toContain("Ce lien expire dans 24 heures.");
    expect(email.link?.startsWith("http://localhost:3000/api/auth/verify-email?token=")).toBe(true);
    expect(email.path).toMatch(/^\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2F%3Fconfirmed%3D1$/);
    expect(email.htmlBody).toContain('<html lang="fr">');
    expect(email.htmlBody).toContain("Confirmer mon adresse e-mail");
  });

  it("opening the link confirms the address, signs in and lands on /?confirmed=1", async () => {
    const browser = await signUp(t.app, "kofi@mail.com");
    const { path } = await lastEmailTo(t.app, "kofi@mail.com");
    const response = await browser.get(path as string);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/?confirmed=1");
    expect(await browser.me()).toMatchObject({
      email: "kofi@mail.com",
      name: "kofi",
      role: "client",
      emailVerified: true,
    });
  });

  it("stores the address trimmed and lower-cased, so one person has one account", async () => {
    await signUp(t.app, "  Yawa.Mensah@Mail.COM ");
    const [user] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, "yawa.mensah@mail.com"));
    expect(user?.email).toBe("yawa.mensah@mail.com");
  });

  it.each([
    ["the same address", "afi@mail.com", "afi@mail.com"],
    ["the address in capitals with spaces", "abla@mail.com", " ABLA@Mail.com "],
  ])("answers 409 'Cet email est déjà utilisé…' for %s and sends no e-mail", async (_label, owner, typed) => {
    await signUp(t.app, owner);
    const response = await testBrowser(t.app).post("/api/auth/sign-up/email", {
      email: typed,
      password: "Autre-Mot-De-Passe-1",
      confirmPassword: "Autre-Mot-De-Passe-1",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "EMAIL_TAKEN", message: TAKEN });
    expect(await emailCount(t.app, owner)).toBe(1);
  });

  it("refuses a taken address even when the account is already confirmed", async () => {
    const browser = await signUp(t.app, "sena@mail.com");
    await browser.get((await lastEmailTo(t.app, "sena@mail.com")).path as string);
    const response = await testBrowser(t.app).post("/api/auth/sign-up/email", {
      email: "sena@mail.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(TAKEN);
  });
});
