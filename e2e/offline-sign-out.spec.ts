import { signIn } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { goOffline, goOnline, startLine } from "./offline-line";
import { newApi, newClient } from "./own-data";
import { budget } from "./slowdown";

// Signing out on a shared phone without a connection (docs/product/offline.md#sign-out-offline,
// decision 099): the page shows the device signed out at once, and once the connection returns the
// service worker's retried sign-out ends the session on the server, so the old cookie is worth nothing.
// The line of offline-line.ts cuts the network for real, the worker's requests included. Desktop only.

const SIGNED_OUT_COOKIE = "colibri-signed-out";

test("signing out offline: signed out at once on the phone, the session ended on the server when the connection returns", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one journey, on the desktop only");
  // The worker downloads the whole app once; three reloads follow.
  test.setTimeout(budget(90_000));
  const line = await startLine();
  const context = await browser.newContext({
    baseURL: line.url,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    serviceWorkers: "allow",
  });
  const api = await newApi();
  const pageErrors: string[] = [];
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const client = await newClient("deconnexion-hors-ligne");
    await page.goto("/tracking");
    await signIn(page, client.email, client.password);
    await expect(page.getByRole("heading", { level: 1, name: "Mes Colis" })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: budget(30_000),
    });
    const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
    expect(session?.httpOnly).toBe(true);
    /** The old session cookie alone, sent from elsewhere: what someone who copied it could do. */
    const withOldCookie = async () =>
      (
        await api.get("/api/accounts/sessions", {
          headers: { Cookie: `${session?.name}=${session?.value}` },
        })
      ).status();
    expect(await withOldCookie()).toBe(200);

    await goOffline(page, line);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(`${line.url}/`);
    await expect(banner.getByRole("link", { name: "Se connecter" })).toBeVisible();
    // The page cannot delete the httpOnly cookie: it marks the device signed out beside it.
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining([SIGNED_OUT_COOKIE, session?.name]));
    // Still offline, a reload (the worker's copy of home) shows a visitor, and Mes Colis the login screen.
    await page.reload();
    await expect(banner.getByRole("link", { name: "Se connecter" })).toBeVisible();
    await page.goto("/tracking");
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible({
      timeout: budget(15_000),
    });
    // Nothing reached the server: the session is still alive there.
    expect(line.postsTo("/api/auth/sign-out")).toEqual([]);
    expect(await withOldCookie()).toBe(200);

    // The connection returns: the worker sends the kept sign-out, with no navigation of the page.
    await goOnline(page, line);
    await expect.poll(withOldCookie, { timeout: budget(15_000) }).toBe(401);
    await expect.poll(() => line.postsTo("/api/auth/sign-out")).toEqual([200]);
    // The server's answer expired both cookies.
    await expect
      .poll(async () =>
        (await context.cookies()).filter(
          (cookie) => cookie.name === SIGNED_OUT_COOKIE || cookie.name.endsWith("session_token"),
        ),
      )
      .toEqual([]);

    // Reloaded online: a visitor, the private page asks to sign in.
    await page.reload();
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible({
      timeout: budget(15_000),
    });
    await expect(banner.getByRole("link", { name: "Se connecter" })).toBeVisible();
    expect(pageErrors).toEqual([]);
  } finally {
    await api.dispose();
    await context.close();
    line.server.closeAllConnections();
    await new Promise((resolve) => line.server.close(resolve));
  }
});
