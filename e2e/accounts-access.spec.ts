import { APP_URL } from "./accounts-helpers";
import { expect, test } from "./fixtures";

test.describe("access rules for a visitor", () => {
  test("a visitor opening /tracking gets the login screen, and the address stays", async ({ page }) => {
    await page.goto("/tracking");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    await expect(main.getByText("Connectez-vous pour accéder à cette page.")).toBeVisible();
    await expect(main.getByLabel("Adresse e-mail", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/tracking$/);
    await expect(page).toHaveTitle("Connexion — Colibri");
    await expect(page.getByRole("banner").getByRole("link", { name: "Se connecter" })).toBeVisible();
  });

  test("every private page shows the login screen in place", async ({ page }) => {
    for (const path of ["/request", "/history", "/profile", "/waiting-confirmation"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Connexion");
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("the admin pages send a visitor home", async ({ page }) => {
    for (const path of ["/admin-dashboard", "/admin-packages", "/admin-clients"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`${APP_URL}/`);
      await expect(page.getByText("Tarif unique")).toBeVisible();
    }
  });

  test("a confirmation link that failed says so on home", async ({ page }) => {
    await page.goto("/?confirmed=1&error=INVALID_TOKEN");
    await expect(page.getByRole("alert")).toContainText("Ce lien de confirmation est invalide ou a expiré.");
    await page.getByRole("button", { name: "Fermer le message" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL(`${APP_URL}/`);
  });

  test("a reset page opened without its token explains and leads to a new link", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réinitialiser le mot de passe");
    await page.getByRole("link", { name: "Demander un nouveau lien" }).click();
    await expect(page).toHaveURL(/\/login\?view=forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié");
  });
});
