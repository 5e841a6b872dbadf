import { APP_URL, DESKTOP_ONLY_NOTE, signIn, signOut } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { carrier } from "./own-data";

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);

test("an admin signs in, lands on the dashboard and sees the admin menu only", async ({ page }) => {
  // The worker's carrier: an account made admin by ADMIN_EMAILS once its address is confirmed.
  const account = await carrier();
  await page.goto("/login");
  await signIn(page, account.email, account.password);

  await expect(page).toHaveURL(`${APP_URL}/admin-dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tableau de bord administrateur");
  await expect(page.getByText(/\d+ résultat\(s\) sur \d+/)).toBeVisible();
  const header = page.getByRole("banner");
  await expect(page.getByRole("navigation", { name: "Menu principal" }).getByRole("link")).toHaveText([
    "Tableau de bord",
  ]);
  await expect(header.getByText("Connecté en tant qu'administrateur").first()).toBeVisible();
  await expect(header.getByText(/^Transporteur \d+$/).first()).toBeVisible();
  for (const entry of ["Accueil", "Nouvelle Demande", "Mes Colis", "Historique", "Mon Profil", "Connexion"]) {
    await expect(header.getByRole("link", { name: entry, exact: true }), entry).toHaveCount(0);
  }
  await page.screenshot({ path: "screenshots/admin-header-desktop.png" });

  // An admin found on home is moved to the dashboard.
  await page.goto("/");
  await expect(page).toHaveURL(`${APP_URL}/admin-dashboard`);
  // Signing out while the dashboard's first requests are still on their way ends the session under
  // them: they come back 401, which the console reports (and the fixture counts as an error).
  await expect(page.getByText(/\d+ résultat\(s\) sur \d+/)).toBeVisible();

  await signOut(page);
  await expect(page.getByText("Tarif unique")).toBeVisible();
});
