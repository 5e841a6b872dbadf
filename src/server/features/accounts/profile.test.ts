import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCount, NEW_PASSWORD, otherDevice, PASSWORD, signIn } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { confirmedUser, lastEmailTo, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

describe.each(testDatabaseKinds)("profile on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  describe("name", () => {
    it("changes the name, trimmed", async () => {
      const browser = await confirmedUser(t.app, "ama@mail.com");
      const response = await browser.post("/api/auth/update-user", { name: "  Ama Mensah " });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await browser.me())?.name).toBe("Ama Mensah");
    });

    it("refuses a blank name with 'Le nom est requis' and keeps the old one", async () => {
      const browser = await confirmedUser(t.app, "afi@mail.com");
      const response = await browser.post("/api/auth/update-user", { name: "   " });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "VALIDATION",
        message: "Le nom est requis",
        fieldErrors: { name: "Le nom est requis" },
      });
      expect((await browser.me())?.name).toBe("afi");
    });
  });

  describe("e-mail", () => {
    it("sends the confirmation to the new address and changes nothing until the link is opened", async () => {
      const browser = await confirmedUser(t.app, "kofi@mail.com");
      const response = await browser.post("/api/auth/change-email", { email: "Kofi.Nouveau@Mail.com" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });

      const email = await lastEmailTo(t.app, "kofi.nouveau@mail.com");
      expect(email.kind).toBe("change-email");
      expect(email.subject).toBe("Confirmez votre nouvelle adresse e-mail — Colibri");
      expect(email.textBody).toContain("Le changement prendra effet dès que vous l'aurez confirmée.");
      expect(await emailCount(t.app, "kofi@mail.com")).toBe(1);
      expect((await browser.me())?.email).toBe("kofi@mail.com");
      expect((await signIn(testBrowser(t.app), "kofi@mail.com")).statusCode).toBe(200);

      const opened = await browser.get(email.path as string);
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe("/profile?email-confirmed=1");
      expect(await browser.me()).toMatchObject({ email: "kofi.nouveau@mail.com", emailVerified: true });
      expect((await signIn(testBrowser(t.app), "kofi.nouveau@mail.com")).statusCode).toBe(200);
      expect((await signIn(testBrowser(t.app), "kofi@mail.com")).statusCode).toBe(401);
    });

    it("refuses the current address with a French message", async () => {
      const browser = await confirmedUser(t.app, "efua@mail.com");
      const response = await browser.post("/api/auth/change-email", { email: "EFUA@mail.com" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("C'est déjà votre adresse e-mail actuelle.");
    });

    it("answers an address that has an account like any other, but sends it nothing and changes nothing", async () => {
      await confirmedUser(t.app, "yao@mail.com");
      const browser = await confirmedUser(t.app, "sena@mail.com");
      const response = await browser.post("/api/auth/change-email", { email: "yao@mail.com" });
      expect(response.statusCode).toBe(200);
      expect(await emailCount(t.app, "yao@mail.com")).toBe(1);
      expect((await browser.me())?.email).toBe("sena@mail.com");
    });

    it("refuses a malformed address with 'Format d'email invalide'", async () => {
      const browser = await confirmedUser(t.app, "dela@mail.com");
      const response = await browser.post("/api/auth/change-email", { email: "dela@mail com" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Format d'email invalide");
    });
  });

  describe("password", () => {
    it("refuses a wrong current password with 'Le mot de passe actuel est incorrect.'", async () => {
      const browser = await confirmedUser(t.app, "akos@mail.com");
      const response = await browser.post("/api/auth/change-password", {
        currentPassword: "Pas-Le-Bon-2026",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "INVALID_PASSWORD",
        message: "Le mot de passe actuel est incorrect.",
      });
      expect((await signIn(testBrowser(t.app), "akos@mail.com", PASSWORD)).statusCode).toBe(200);
    });

    it("changes the password: this session stays, other sessions are signed out, only the new one works", async () => {
      const browser = await confirmedUser(t.app, "mawuli@mail.com");
      const phone = await otherDevice(t.app, "mawuli@mail.com");
      const response = await browser.post("/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await browser.me())?.email).toBe("mawuli@mail.com");
      expect(await phone.me()).toBeNull();
      expect((await signIn(testBrowser(t.app), "mawuli@mail.com", PASSWORD)).statusCode).toBe(401);
      expect((await signIn(testBrowser(t.app), "mawuli@mail.com", NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  it.each([
    ["/api/auth/update-user", { name: "Pirate" }],
    ["/api/auth/change-email", { email: "pirate@mail.com" }],
    [
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    ],
  ])("answers %s for a visitor with 401 'Veuillez vous connecter pour continuer.'", async (url, body) => {
    const response = await testBrowser(t.app).post(url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Veuillez vous connecter pour continuer.");
  });
});
