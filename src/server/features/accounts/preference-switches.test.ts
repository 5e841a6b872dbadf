import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { confirmedAccount } from "#server/test/accounts-test-kit";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testBrowser } from "#server/test/test-browser";

/** The profile switches: one's own preference only, signed in, a boolean and nothing else. */
describe("preference switches", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.emailNotifications;

  it("is on by default, turns off and on for the signed-in client only", async () => {
    const ama = await confirmedAccount(t.app, "ama@mail.com");
    await confirmedAccount(t.app, "kofi@mail.com");
    expect((await send(t.app, ama, "GET", "/api/accounts/email-notifications")).json()).toEqual({
      enabled: true,
    });
    const off = await send(t.app, ama, "PUT", "/api/accounts/email-notifications", { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.headers["cache-control"]).toBe("no-store");
    expect(await stored("ama@mail.com")).toBe(false);
    expect(await stored("kofi@mail.com")).toBe(true);
    await send(t.app, ama, "PUT", "/api/accounts/email-notifications", { enabled: true });
    expect(await stored("ama@mail.com")).toBe(true);
  });

  it("answers 401 to a visitor and 400 to anything but a boolean", async () => {
    const visitor = testBrowser(t.app);
    expect((await send(t.app, visitor, "GET", "/api/accounts/email-notifications")).statusCode).toBe(401);
    expect(
      (await send(t.app, visitor, "PUT", "/api/accounts/email-notifications", { enabled: false })).statusCode,
    ).toBe(401);
    const ama = await confirmedAccount(t.app, "ama2@mail.com");
    for (const body of [{ enabled: "non" }, { enabled: false, userId: "autre" }, {}])
      expect((await send(t.app, ama, "PUT", "/api/accounts/email-notifications", body)).statusCode).toBe(400);
  });

  it("lets an administrator turn the carrier's alerts off and on, and nobody else", async () => {
    const admin = await adminBrowser(t.app, "carrier@colibri.example");
    const alerts = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, "carrier@colibri.example")))[0]
        ?.adminAlerts;
    expect((await send(t.app, admin, "GET", "/api/accounts/admin-alerts")).json()).toEqual({ enabled: true });
    const off = await send(t.app, admin, "PUT", "/api/accounts/admin-alerts", { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.headers["cache-control"]).toBe("no-store");
    expect(await alerts()).toBe(false);
    // The two switches are separate columns: the parcel e-mails stay on.
    expect(await stored("carrier@colibri.example")).toBe(true);
    await send(t.app, admin, "PUT", "/api/accounts/admin-alerts", { enabled: true });
    expect(await alerts()).toBe(true);

    const client = await confirmedAccount(t.app, "efua@mail.com");
    expect((await send(t.app, client, "GET", "/api/accounts/admin-alerts")).statusCode).toBe(403);
    expect(
      (await send(t.app, client, "PUT", "/api/accounts/admin-alerts", { enabled: false })).statusCode,
    ).toBe(403);
    expect((await send(t.app, testBrowser(t.app), "GET", "/api/accounts/admin-alerts")).statusCode).toBe(401);
    expect((await send(t.app, admin, "PUT", "/api/accounts/admin-alerts", { enabled: 1 })).statusCode).toBe(
      400,
    );
  });
});
