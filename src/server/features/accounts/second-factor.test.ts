import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema";
import {
  confirmedAccount,
  NEW_PASSWORD,
  otherDevice,
  PASSWORD,
  signIn,
  userIdOf,
} from "#server/test/accounts-test-kit";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { totpCode } from "#server/test/totp";
import { enableTwoFactor } from "#server/test/two-factor-test-kit";
import { TWO_FACTOR_VERIFY_MESSAGE } from "#shared/two-factor";

/**
 * The second factor belongs to the session (docs/product/accounts.md#second-factor, decision 057):
 * an administrator's session answers the admin views only if it proved the factor itself.
 */
describe.each(testDatabaseKinds)("the second factor of each session (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { REQUIRE_ADMIN_2FA: "true" } });
  });
  afterAll(() => t.close());

  const statistics = (browser: TestBrowser) => send(t.app, browser, "GET", "/api/admin/statistics");
  const everyParcel = (browser: TestBrowser) => send(t.app, browser, "GET", "/api/parcels");
  const factorOf = async (email: string) =>
    (
      await t.database.db
        .select({ verified: sessions.twoFactorVerified })
        .from(sessions)
        .where(eq(sessions.userId, await userIdOf(t.database.db, email)))
    ).map((row) => row.verified);

  it("a device signed in with the password only never reaches the admin views, even once another device turns two-step sign-in on", async () => {
    const email = "transporteur@colibri.example";
    await adminBrowser(t.app, email);
    const device1 = await otherDevice(t.app, email);
    const before = await statistics(device1);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe("TWO_FACTOR_REQUIRED");

    const device2 = await otherDevice(t.app, email);
    await enableTwoFactor(device2);
    expect((await statistics(device2)).statusCode).toBe(200);

    // It used to answer 200 here: the gate read the account, not the session.
    const after = await statistics(device1);
    expect(after.statusCode).not.toBe(200);
    // Turning it on ended every other session of the account (decision 057).
    expect(after.statusCode).toBe(401);
    expect(await device1.me()).toBeNull();
    expect((await everyParcel(device1)).statusCode).toBe(401);
    expect(await factorOf(email)).toEqual([true]);
  });

  it("a session that never proved it gets 403 TWO_FACTOR_REQUIRED on every admin view until a code is typed on it", async () => {
    const email = "ancienne-session@colibri.example";
    const admin = await adminBrowser(t.app, email);
    const { manualKey } = await enableTwoFactor(admin);
    // As every session opened before the factor was recorded per session (the migration's default).
    await t.database.db
      .update(sessions)
      .set({ twoFactorVerified: false })
      .where(eq(sessions.userId, await userIdOf(t.database.db, email)));
    expect(await admin.me()).toMatchObject({ mustSetUpTwoFactor: false, mustVerifyTwoFactor: true });
    for (const refused of [await statistics(admin), await everyParcel(admin)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: "TWO_FACTOR_REQUIRED", message: TWO_FACTOR_VERIFY_MESSAGE });
    }
    // Its own devices stay open to it.
    expect((await send(t.app, admin, "GET", "/api/accounts/sessions")).statusCode).toBe(200);

    const wrongCode = totpCode(manualKey) === "000000" ? "111111" : "000000";
    expect((await admin.post("/api/auth/two-factor/verify-totp", { code: wrongCode })).statusCode).toBe(401);
    expect((await statistics(admin)).statusCode).toBe(403);
    const proved = await admin.post("/api/auth/two-factor/verify-totp", { code: totpCode(manualKey) });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(await admin.me()).toMatchObject({ mustVerifyTwoFactor: false });
    expect((await statistics(admin)).statusCode).toBe(200);
    expect((await everyParcel(admin)).statusCode).toBe(200);
  });

  it("a sign-in gets it from the app's code, a backup code or a remembered device, and a new password keeps it", async () => {
    const email = "trois-facons@colibri.example";
    const first = await adminBrowser(t.app, email);
    const { manualKey, backupCodes } = await enableTwoFactor(first);

    const withCode = testBrowser(t.app);
    expect((await signIn(withCode, email)).json()).toEqual({ ok: true, twoFactor: true });
    const code = await withCode.post("/api/auth/two-factor/verify-totp", {
      code: totpCode(manualKey),
      trustDevice: true,
    });
    expect(code.statusCode, code.body).toBe(200);
    expect((await statistics(withCode)).statusCode).toBe(200);

    // The same browser, remembered: no code asked, and its new session has the factor all the same.
    await withCode.post("/api/auth/sign-out", {});
    expect((await signIn(withCode, email)).json()).toEqual({ ok: true, twoFactor: false });
    expect((await statistics(withCode)).statusCode).toBe(200);

    const withBackup = testBrowser(t.app);
    await signIn(withBackup, email);
    const backup = await withBackup.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect(backup.statusCode, backup.body).toBe(200);
    expect((await statistics(withBackup)).statusCode).toBe(200);

    // A new password ends the other sessions; this device's new one keeps what it had proved.
    const changed = await withBackup.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await statistics(withBackup)).statusCode).toBe(200);
    expect(await withCode.me()).toBeNull();
    expect(await factorOf(email)).toEqual([true]);
  });

  it("a client is never refused for it: the admin views are what it guards", async () => {
    const email = "cliente@mail.com";
    const client = await confirmedAccount(t.app, email);
    await enableTwoFactor(client);
    await t.database.db
      .update(sessions)
      .set({ twoFactorVerified: false })
      .where(eq(sessions.userId, await userIdOf(t.database.db, email)));
    expect(await client.me()).toMatchObject({ twoFactorEnabled: true, mustVerifyTwoFactor: false });
    expect((await everyParcel(client)).statusCode).toBe(200);
  });
});
