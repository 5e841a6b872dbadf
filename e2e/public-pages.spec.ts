import { expectNoAxeViolations, screenshot } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { gotoHydrated, PUBLIC_PAGES, waitForConfig } from "./public-helpers";

// Each public page, at phone and desktop size (the two projects), shows its texts
// (docs/product/public-site.md), marks itself in the menu, passes axe and is photographed for a human
// to look at.
for (const publicPage of PUBLIC_PAGES) {
  test(`${publicPage.name}: texts, current menu entry, axe, screenshot`, async ({
    page,
    isMobile,
  }, testInfo) => {
    await gotoHydrated(page, publicPage.path);
    await waitForConfig(page);
    const main = page.getByRole("main");

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(publicPage.h1);
    for (const text of publicPage.texts) {
      await expect(main.getByText(text, { exact: false }).first(), text).toBeVisible();
    }

    if (publicPage.menuLabel) {
      const menuName = isMobile ? "Menu mobile" : "Menu principal";
      if (isMobile) await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      const menu = page.getByRole("navigation", { name: menuName });
      await expect(menu.getByRole("link", { name: publicPage.menuLabel, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      if (isMobile) await page.getByRole("button", { name: "Fermer le menu" }).click();
      await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeHidden();
    }

    await expectNoAxeViolations(page, publicPage.path);
    await screenshot(page, `public-${publicPage.name}`, testInfo);
  });
}

test("public pages with a back-to-home button lead home", async ({ page }) => {
  for (const path of ["/services", "/nos-sites-partenaires", "/contact-support"]) {
    await gotoHydrated(page, path);
    await page.getByRole("main").getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page, path).toHaveURL(/\/$/);
    await expect(page.getByText("Tarif unique")).toBeVisible();
  }
});

test("the mobile menu opens, closes, and closes when an entry is chosen", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button only exists on small screens");
  await gotoHydrated(page, "/");
  const menu = page.getByRole("navigation", { name: "Menu mobile" });

  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Fermer le menu" }).click();
  await expect(menu).toBeHidden();

  // With the keyboard: Enter opens it, Escape closes it.
  await page.getByRole("button", { name: "Ouvrir le menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await menu.getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nos services" })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("the footer links to the public pages and the privacy notice", async ({ page }) => {
  await gotoHydrated(page, "/");
  await waitForConfig(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Politique de confidentialité" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
  await expect(footer.getByText("Heure de Paris")).toBeVisible();
  const links = { "Nos services": "/services", "Nos sites partenaires": "/nos-sites-partenaires" };
  for (const [name, path] of Object.entries({ ...links, "Contact & Support": "/contact-support" })) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
});
