import { expect, test } from "./fixtures";
import { waitForHydration } from "./public-helpers";

// A visitor on a slow phone reads the public pages before any JavaScript has arrived (decision 025).
const PAGES = [
  { path: "/", heading: /colis/i },
  { path: "/services", heading: /services/i },
  { path: "/nos-sites-partenaires", heading: /partenaires/i },
  { path: "/contact-support", heading: /contact/i },
  { path: "/confidentialite", heading: /confidentialité/i },
];

test.describe("prerendered public pages", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const { path, heading } of PAGES) {
      test(`${path} is readable before any script runs`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    }
  });

  test("the server sends them compressed, and the browser hydrates them without errors", async ({ page }) => {
    const response = await page.goto("/services");
    expect(response?.headers()["content-encoding"]).toBe("br");
    await waitForHydration(page);
    // Hydrated: the menu reacts to clicks (the fixture fails the test on any hydration error).
    await page.getByRole("banner").getByRole("link", { name: "Accueil" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
