import { expect, test } from "./fixtures";

// Pictures to look at after a change (ENGINEERING.md "Look at what you built"); screenshots/ is gitignored.
test("full-page screenshots of home", async ({ page }, testInfo) => {
  await page.goto("/");
  // Wait for the footer's contact details, which arrive from /api/config.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /support@/ })).toBeVisible();
  await page.screenshot({ path: `screenshots/home-${testInfo.project.name}.png`, fullPage: true });

  await page.goto("/nos-sites-partenaires");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.screenshot({ path: `screenshots/placeholder-${testInfo.project.name}.png`, fullPage: true });

  if (testInfo.project.name === "phone") {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.screenshot({ path: "screenshots/menu-phone.png" });
  }
});
