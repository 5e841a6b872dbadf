import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactors, users } from "#server/db/schema";
import { PASSWORD, signIn } from "#server/test/accounts-test-kit";
import { adminBrowser } from "#server/test/admin-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { confirmedUser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { totpCode } from "#server/test/totp";
import { enableTwoFactor } from "#server/test/two-factor-test-kit";
import { BACKUP_CODE_COUNT, CODE_FORMAT, TWO_FACTOR_REQUIRED_MESSAGE } from "#shared/two-factor";

/** A wrong code that is surely not the current one (nor the one before or after). */
function wrongCode(key: string): string {
  const near = [-30_000, 0, 30_000].map((shift) => totpCode(key, Date.now() + shift));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, "0");
    if (!near.includes(candidate)) return candidate;
  }
}

describe.each(testDatabaseKinds)("two-step sign-in on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  it("sets up with the password: a QR code, the key to type by hand and 10 backup codes; on only once a code is confirmed", async () => {
    const browser = await confirmedUser(t.app, "kofi@mail.com");
    const wrongPassword = await browser.post("/api/auth/two-factor/enable", { password: "Pas-Le-Bon-2026" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe("Le mot de passe actuel est incorrect.");

    const enabled = await browser.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(enabled.statusCode).toBe(200);
    const setup = enabled.json();
    expect(setup.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(setup.manualKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(setup.backupCodes).toHaveLength(BACKUP_CODE_COUNT);
    expect(JSON.stringify(setup)).not.toContain("token");
    expect((await browser.me())?.twoFactorEnabled).toBe(false);

    const badFormat = await browser.post("/api/auth/two-factor/verify-totp", { code: "12ab" });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().fieldErrors).toEqual({ code: CODE_FORMAT });
    const wrong = await browser.post("/api/auth/two-factor/verify-totp", {
      code: wrongCode(setup.manualKey),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/^Code incorrect/);
    expect((await browser.me())?.twoFactorEnabled).toBe(false);

    const confirmed = await browser.post("/api/auth/two-factor/verify-totp", {
      code: totpCode(setup.manualKey).replace(/^(\d{3})/, "$1 "),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });
    // The session was renewed by Better Auth and stays signed in.
    expect((await browser.me())?.twoFactorEnabled).toBe(true);
    // The secret is stored encrypted, never as the key shown.
    const [row] = await t.database.db.select().from(twoFactors);
    expect(row?.secret).not.toContain(setup.manualKey.replaceAll(" ", ""));
  });

  it("then asks for the code after the password: no session before it, one after it", async () => {
    const owner = await confirmedUser(t.app, "efua@mail.com");
    const { manualKey } = await enableTwoFactor(owner);
    const browser = testBrowser(t.app);
    const first = await signIn(browser, "efua@mail.com");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, twoFactor: true });
    expect(await browser.me()).toBeNull();

    const answer = await browser.post("/api/auth/two-factor/verify-totp", { code: totpCode(manualKey) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect((await browser.me())?.email).toBe("efua@mail.com");
  });

  it("without a password first, a code opens nothing", async () => {
    const answer = await testBrowser(t.app).post("/api/auth/two-factor/verify-totp", { code: "123456" });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe("Votre connexion a expiré. Reconnectez-vous avec votre mot de passe.");
  });

  it("takes each backup code once only", async () => {
    const owner = await confirmedUser(t.app, "yaw@mail.com");
    const { backupCodes } = await enableTwoFactor(owner);
    const use = async () => {
      const browser = testBrowser(t.app);
      expect((await signIn(browser, "yaw@mail.com")).json()).toEqual({ ok: true, twoFactor: true });
      const answer = await browser.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
      return { answer, me: await browser.me() };
    };
    const first = await use();
    expect(first.answer.statusCode, first.answer.body).toBe(200);
    expect(first.me?.email).toBe("yaw@mail.com");
    const again = await use();
    expect(again.answer.statusCode).toBe(401);
    expect(again.answer.json().message).toBe("Code de secours incorrect ou déjà utilisé.");
    expect(again.me).toBeNull();
  });

  it("'se souvenir de cet appareil' skips the code on that browser only", async () => {
    const owner = await confirmedUser(t.app, "abla@mail.com");
    const { manualKey } = await enableTwoFactor(owner);
    const remembered = testBrowser(t.app);
    await signIn(remembered, "abla@mail.com");
    await remembered.post("/api/auth/two-factor/verify-totp", {
      code: totpCode(manualKey),
      trustDevice: true,
    });
    await remembered.post("/api/auth/sign-out", {});
    expect((await signIn(remembered, "abla@mail.com")).json()).toEqual({ ok: true, twoFactor: false });
    expect((await remembered.me())?.email).toBe("abla@mail.com");
    expect((await signIn(testBrowser(t.app), "abla@mail.com")).json()).toEqual({ ok: true, twoFactor: true });
  });

  it("limits wrong codes: 5 per sign-in, then the password again", async () => {
    const owner = await confirmedUser(t.app, "kwame@mail.com");
    const { manualKey } = await enableTwoFactor(owner);
    const browser = testBrowser(t.app);
    await signIn(browser, "kwame@mail.com");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await browser.post("/api/auth/two-factor/verify-totp", { code: wrongCode(manualKey) });
      expect(answer.statusCode).toBe(401);
    }
    const sixth = await browser.post("/api/auth/two-factor/verify-totp", { code: totpCode(manualKey) });
    expect(sixth.statusCode).toBeGreaterThanOrEqual(400);
    expect(sixth.json().message).toMatch(/Reconnectez-vous avec votre mot de passe/);
    expect(await browser.me()).toBeNull();
  });

  it("new backup codes and turning it off need the password", async () => {
    const owner = await confirmedUser(t.app, "akosua@mail.com");
    const { backupCodes } = await enableTwoFactor(owner);
    const renewed = await owner.post("/api/auth/two-factor/generate-backup-codes", { password: PASSWORD });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().backupCodes as string[];
    expect(fresh).toHaveLength(BACKUP_CODE_COUNT);
    expect(fresh).not.toContain(backupCodes[0]);

    const refused = await owner.post("/api/auth/two-factor/disable", { password: "Pas-Le-Bon-2026" });
    expect(refused.statusCode).toBe(400);
    const disabled = await owner.post("/api/auth/two-factor/disable", { password: PASSWORD });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await owner.me())?.twoFactorEnabled).toBe(false);
    expect((await signIn(testBrowser(t.app), "akosua@mail.com")).json()).toEqual({
      ok: true,
      twoFactor: false,
    });
  });

  it("a visitor can neither set it up nor turn it off", async () => {
    const visitor = testBrowser(t.app);
    expect((await visitor.post("/api/auth/two-factor/enable", { password: PASSWORD })).statusCode).toBe(401);
    expect((await visitor.post("/api/auth/two-factor/disable", { password: PASSWORD })).statusCode).toBe(401);
    expect(
      (await visitor.post("/api/auth/two-factor/generate-backup-codes", { password: PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe.each(testDatabaseKinds)("administrators must use two-step sign-in on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { REQUIRE_ADMIN_2FA: "true" } });
  });
  afterAll(() => t.close());

  it("an admin without it signs in, is told to set it up, and no admin route answers until it is on", async () => {
    const admin = await adminBrowser(t.app, "chef@colibri.example");
    const me = await admin.me();
    expect(me).toMatchObject({ role: "admin", twoFactorEnabled: false, mustSetUpTwoFactor: true });
    const refused = await admin.get("/api/admin/parcels");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "TWO_FACTOR_REQUIRED", message: TWO_FACTOR_REQUIRED_MESSAGE });

    await enableTwoFactor(admin);
    expect(await admin.me()).toMatchObject({ twoFactorEnabled: true, mustSetUpTwoFactor: false });
    expect((await admin.get("/api/admin/parcels")).statusCode).toBe(200);
  });

  it("an admin cannot turn it off where it is required", async () => {
    const admin = await adminBrowser(t.app, "second@colibri.example");
    await enableTwoFactor(admin);
    const refused = await admin.post("/api/auth/two-factor/disable", { password: PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("TWO_FACTOR_REQUIRED");
    const [row] = await t.database.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.email, "second@colibri.example"));
    expect(row?.on).toBe(true);
  });

  it("clients are never forced", async () => {
    const client = await confirmedUser(t.app, "client@mail.com");
    expect(await client.me()).toMatchObject({ twoFactorEnabled: false, mustSetUpTwoFactor: false });
  });
});
