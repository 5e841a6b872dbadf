import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifications } from "#server/db/schema";
import {
  emailCount,
  NEW_PASSWORD,
  otherDevice,
  PASSWORD,
  signIn,
  tokenOf,
} from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { confirmedUser, lastEmailTo, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

const INVALID_LINK = {
  code: "INVALID_TOKEN",
  message: "Ce lien est invalide ou a expiré. Demandez-en un nouveau.",
};

describe.each(testDatabaseKinds)("forgotten password on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  /** A confirmed account, signed out, whose reset e-mail has just been requested; returns the token. */
  async function requestReset(email: string) {
    await (await confirmedUser(t.app, email)).post("/api/auth/sign-out", {});
    const response = await testBrowser(t.app).post("/api/auth/request-password-reset", { email });
    expect(response.statusCode).toBe(200);
    return tokenOf((await lastEmailTo(t.app, email)).link);
  }

  const reset = (token: string, password = NEW_PASSWORD) =>
    testBrowser(t.app).post("/api/auth/reset-password", { token, password, confirmPassword: password });

  it("answers an unknown address with 404 'Aucun compte trouvé avec cet email.'", async () => {
    const response = await testBrowser(t.app).post("/api/auth/request-password-reset", {
      email: "personne@mail.com",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "ACCOUNT_NOT_FOUND",
      message: "Aucun compte trouvé avec cet email.",
    });
    expect(await emailCount(t.app, "personne@mail.com")).toBe(0);
  });

  it("e-mails a French link to the product's own /reset-password page", async () => {
    await requestReset("ama@mail.com");
    const email = await lastEmailTo(t.app, "ama@mail.com");
    expect(email.kind).toBe("reset-password");
    expect(email.subject).toBe("Réinitialisation de votre mot de passe — Colibri");
    expect(email.textBody).toContain("Ce lien ne sert qu'une fois et expire dans 1 heure.");
    expect(email.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
    expect(email.path).toMatch(/^\/reset-password\?token=/);
  });

  it("finds the account whatever the case of the typed address", async () => {
    await confirmedUser(t.app, "efua@mail.com");
    const response = await testBrowser(t.app).post("/api/auth/request-password-reset", {
      email: " EFUA@Mail.com ",
    });
    expect(response.statusCode).toBe(200);
    expect(await emailCount(t.app, "efua@mail.com")).toBe(2);
  });

  it("sets the new password: it signs in, the old one no longer does, other sessions are signed out", async () => {
    await confirmedUser(t.app, "kofi@mail.com");
    const before = await otherDevice(t.app, "kofi@mail.com");
    const requested = await testBrowser(t.app).post("/api/auth/request-password-reset", {
      email: "kofi@mail.com",
    });
    expect(requested.statusCode).toBe(200);
    const token = tokenOf((await lastEmailTo(t.app, "kofi@mail.com")).link);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await before.me()).toBeNull();
    expect((await signIn(testBrowser(t.app), "kofi@mail.com", PASSWORD)).statusCode).toBe(401);
    const after = testBrowser(t.app);
    expect((await signIn(after, "kofi@mail.com", NEW_PASSWORD)).statusCode).toBe(200);
    expect((await after.me())?.email).toBe("kofi@mail.com");
  });

  it("refuses the same link a second time", async () => {
    const token = await requestReset("yao@mail.com");
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, "Encore-Un-Autre-2028");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await signIn(testBrowser(t.app), "yao@mail.com", "Encore-Un-Autre-2028")).statusCode).toBe(401);
  });

  it("refuses an expired link and leaves the password unchanged", async () => {
    const token = await requestReset("sena@mail.com");
    const expired = await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`))
      .returning();
    expect(expired).toHaveLength(1);
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect((await signIn(testBrowser(t.app), "sena@mail.com", PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a made-up token, and a missing one, with the same French message", async () => {
    expect((await reset("jeton-invente")).json()).toEqual(INVALID_LINK);
    const missing = await testBrowser(t.app).post("/api/auth/reset-password", {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(INVALID_LINK);
  });

  it.each([
    ["a short password", "court", "court", "Le mot de passe doit contenir au moins 8 caractères"],
    [
      "a common password",
      "azertyuiop",
      "azertyuiop",
      "Ce mot de passe est trop courant. Choisissez-en un autre.",
    ],
    ["a mismatched confirmation", NEW_PASSWORD, "Autre-Chose-2026", "Les mots de passe ne correspondent pas"],
  ])(
    "applies the sign-up rules to the new password: %s is refused and the link stays usable",
    async (_label, password, confirmPassword, message) => {
      const token = await requestReset(`regle-${password.length}-${confirmPassword.length}@mail.com`);
      const response = await testBrowser(t.app).post("/api/auth/reset-password", {
        token,
        password,
        confirmPassword,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await reset(token)).statusCode).toBe(200);
    },
  );
});
