import { expect, test } from "./fixtures";
import { gotoHydrated } from "./public-helpers";

// The current menu entry, the phone menu and the accessibility checks of home and /login are
// public-pages.spec.ts's and accounts-login-screen.spec.ts's, at both sizes (decision 075).
test.describe("app shell", () => {
  test("home shows its title, the tariff and the feature cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Tarif unique : 12€/kg")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nos services" })).toBeAttached();
    await expect(page.getByRole("main")).toHaveCount(1);
    // The footer's contact details come from /api/config.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /support@/ })).toBeVisible();
  });

  test("'Découvrir nos Services' scrolls to the services section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Découvrir nos Services" }).click();
    await expect(page.getByRole("heading", { name: "Nos services" })).toBeInViewport();
  });

  test("a page change starts at the top of the new page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole("link", { name: "Contact & Support" }).click();
    await expect(page).toHaveURL(/\/contact-support$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an unknown path shows the home page and keeps its address", async ({ page }) => {
    await page.goto("/une-page-inconnue");
    await expect(page.getByText("Tarif unique")).toBeVisible();
    await expect(page).toHaveURL(/\/une-page-inconnue$/);
  });

  test("a public page opens from the menu, and back returns home", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/");
    if (isMobile) await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("link", { name: "Nos sites partenaires" }).first().click();

    await expect(page).toHaveURL(/\/nos-sites-partenaires$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nos sites partenaires" })).toBeVisible();
    await expect(page).toHaveTitle("Nos sites partenaires — Colibri");

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Tarif unique")).toBeVisible();
  });

  test("every public page path shows its own title", async ({ page, isMobile }) => {
    test.skip(isMobile, "a path's title is the same at both sizes");
    // Private and admin paths depend on the session: accounts-access.spec.ts covers them.
    const titles: Record<string, string> = {
      "/login": "Connexion",
      "/services": "Nos services",
      "/contact-support": "Contact & Support",
      "/reset-password": "Réinitialiser le mot de passe",
      "/suivi/ABC123": "Suivi de colis",
      "/confidentialite": "Politique de confidentialité",
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
    }
  });
});
