import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testBrowser } from "../../test/test-browser";
import { send } from "../admin/test/admin-test-kit";
import { confirmedAccount } from "./accounts-test-kit";

/** B3's switch: one's own preference only, signed in, a boolean and nothing else. */
describe("e-mail notification preference", () => {
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
});
