import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, guardedRoutes, otherDevice, signIn, signUp } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { confirmedUser, type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { setRoleByEmail } from "./roles";

const NOT_SIGNED_IN = { code: "UNAUTHENTICATED", message: "Veuillez vous connecter pour continuer." };
const NOT_CONFIRMED = {
  code: "EMAIL_NOT_CONFIRMED",
  message: "Veuillez confirmer votre adresse e-mail avant de continuer.",
};
const NOT_ADMIN = { code: "FORBIDDEN", message: "Cette action est réservée à l'administrateur." };

async function statuses(browser: TestBrowser) {
  const result: Record<string, number> = {};
  for (const route of ["user", "confirmed", "admin"]) {
    result[route] = (await browser.get(`/api/test/${route}`)).statusCode;
  }
  return result;
}

describe.each(testDatabaseKinds)("roles and guards on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      env: { ADMIN_EMAILS: `autre@colibri.example, ${ADMIN_EMAIL.toUpperCase()}` },
      extraRoutes: guardedRoutes,
    });
  });
  afterAll(() => t.close());

  it("sends a visitor away with 401 from every guarded route", async () => {
    const visitor = testBrowser(t.app);
    expect(await statuses(visitor)).toEqual({ user: 401, confirmed: 401, admin: 401 });
    expect((await visitor.get("/api/test/confirmed")).json()).toEqual(NOT_SIGNED_IN);
  });

  it("lets an unconfirmed client in as a user only: 403 'Veuillez confirmer votre adresse e-mail…' elsewhere", async () => {
    const browser = await signUp(t.app, "ama@mail.com");
    await signIn(browser, "ama@mail.com");
    expect(await statuses(browser)).toEqual({ user: 200, confirmed: 403, admin: 403 });
    expect((await browser.get("/api/test/confirmed")).json()).toEqual(NOT_CONFIRMED);
    expect((await browser.get("/api/test/user")).json()).toMatchObject({
      email: "ama@mail.com",
      role: "client",
    });
  });

  it("lets a confirmed client past requireConfirmed but not requireAdmin", async () => {
    const browser = await confirmedUser(t.app, "kofi@mail.com");
    expect(await statuses(browser)).toEqual({ user: 200, confirmed: 200, admin: 403 });
    expect((await browser.get("/api/test/admin")).json()).toEqual(NOT_ADMIN);
  });

  it("makes the address listed in ADMIN_EMAILS admin once confirmed, whatever its case in the setting", async () => {
    const browser = await confirmedUser(t.app, ADMIN_EMAIL);
    expect(await browser.me()).toMatchObject({ email: ADMIN_EMAIL, role: "admin", emailVerified: true });
    expect(await statuses(browser)).toEqual({ user: 200, confirmed: 200, admin: 200 });
    expect((await browser.get("/api/test/admin")).json()).toMatchObject({
      email: ADMIN_EMAIL,
      role: "admin",
    });
  });

  it("checks ADMIN_EMAILS again at each sign-in", async () => {
    await setRoleByEmail(t.database.db, ADMIN_EMAIL, "client");
    const browser = await otherDevice(t.app, ADMIN_EMAIL);
    expect((await browser.me())?.role).toBe("admin");
  });

  it("reads the role from the database on every request: `npm run admin` grant and revoke apply at once", async () => {
    const browser = await confirmedUser(t.app, "efua@mail.com");
    expect(await setRoleByEmail(t.database.db, " EFUA@mail.com", "admin")).toBe(true);
    expect((await browser.get("/api/test/admin")).statusCode).toBe(200);
    expect(await setRoleByEmail(t.database.db, "efua@mail.com", "client")).toBe(true);
    expect((await browser.get("/api/test/admin")).statusCode).toBe(403);
    expect((await browser.me())?.role).toBe("client");
  });

  it("reports an unknown address to `npm run admin` instead of creating anything", async () => {
    expect(await setRoleByEmail(t.database.db, "personne@mail.com", "admin")).toBe(false);
  });

  it("lets an admin granted by command pass requireConfirmed even before confirming", async () => {
    const browser = await signUp(t.app, "yao@mail.com");
    await signIn(browser, "yao@mail.com");
    await setRoleByEmail(t.database.db, "yao@mail.com", "admin");
    expect(await statuses(browser)).toEqual({ user: 200, confirmed: 200, admin: 200 });
  });

  it("shows the client exactly the specified session user plus emailVerified, the two-step state and their reference, nothing more", async () => {
    const browser = await confirmedUser(t.app, "sena@mail.com");
    const body = (await browser.get("/api/accounts/me")).json();
    expect(Object.keys(body.user).sort()).toEqual([
      "email",
      "emailVerified",
      "id",
      "mustSetUpTwoFactor",
      "mustVerifyTwoFactor",
      "name",
      "phone",
      // The client's reference, their personal address's second line (docs/product/ma-boite.md#reference).
      "reference",
      "role",
      "twoFactorEnabled",
    ]);
  });
});
