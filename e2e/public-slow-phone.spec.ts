import type { Locator, Page, Route } from "@playwright/test";
import { signUpConfirmed, uniqueEmail } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { expectPlainText, gotoHydrated, waitForHydration } from "./public-helpers";

// A public page on a slow phone: its islands must answer even when the session read is late, keep what
// was typed before their code arrived, and read a weight the way the rest of the product does.

/** How long a tap may go unanswered while the session read is late: its time limit, then hydration. */
const TAP_ANSWERED_WITHIN_MS = 10_000;

/**
 * Holds every answer to `pattern` until the returned `release` is called; `requested` resolves at the
 * first request. Never released, the server simply never answers.
 */
async function hold(page: Page, pattern: string) {
  let requestedNow: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    requestedNow = resolve;
  });
  let releaseNow: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    releaseNow = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    requestedNow();
    await released;
    await route.continue();
  });
  return { requested, release: releaseNow };
}

/**
 * Taps as a person does until the button answers: a tap before the page is interactive does nothing.
 * Taps only while the control still says it is closed, so that a slow answer is not undone by the next tap.
 */
async function tapUntilOpen(control: Locator, opened: Locator) {
  await expect(async () => {
    if ((await control.getAttribute("aria-expanded")) !== "true") await control.click();
    await expect(opened).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: TAP_ANSWERED_WITHIN_MS });
}

test.describe("the session read never answers", () => {
  test("the phone menu opens on a tap all the same", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button only exists on small screens");
    const session = await hold(page, "**/api/accounts/me");
    await page.goto("/");
    await session.requested;
    const menuButton = page.getByRole("banner").getByRole("button", { name: /menu/ });
    await tapUntilOpen(menuButton, page.getByRole("navigation", { name: "Menu mobile" }));
    await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // The helpers' mark is set on this path too: the page counts as a visitor's.
    await waitForHydration(page);
  });

  test("'Découvrir nos Services' scrolls, and the calculator prices", async ({ page }) => {
    const session = await hold(page, "**/api/accounts/me");
    await page.goto("/");
    await session.requested;
    await expect(async () => {
      await page.getByRole("button", { name: "Découvrir nos Services" }).click();
      await expect(page.getByRole("heading", { name: "Nos services" })).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: TAP_ANSWERED_WITHIN_MS });

    await page.goto("/services");
    await waitForHydration(page);
    await page.getByLabel("Poids du colis (kg)").fill("3");
    await expectPlainText(page.locator("output"), "36,00 €");
  });
});

test("a session answered after the time limit still gives a signed-in customer their menus", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the session part is the same at both sizes");
  await signUpConfirmed(page, uniqueEmail("lent"));
  const session = await hold(page, "**/api/accounts/me");
  await page.goto("/services");
  await session.requested;
  // Held past the time limit: the islands are hydrated for a visitor first…
  await waitForHydration(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Se connecter" })).toBeVisible();
  // …and the answer, once it comes, puts the whole app in their place, without a hydration error.
  session.release();
  await expect(page.getByRole("banner").getByRole("link", { name: "Se connecter" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("button", { name: "Déconnexion" })).toBeAttached();
});

test("a weight typed before the calculator's code arrives is priced once it does", async ({ page }) => {
  const calculatorCode = await hold(page, "**/assets/price-calculator-*.js");
  await page.goto("/services");
  await calculatorCode.requested;
  const weight = page.getByLabel("Poids du colis (kg)");
  await weight.fill("23");
  calculatorCode.release();
  // 23 kg × 12 €/kg, 23 kg × 7 860 FCFA/kg.
  const result = page.locator("output");
  await expectPlainText(result, "276,00 €");
  await expectPlainText(result, "180 780 FCFA");
  await expect(weight).toHaveValue("23");
  // Still the calculator's own: the next keystroke is priced too.
  await weight.fill("2");
  await expectPlainText(result, "24,00 €");
});

test("the calculator reads « 7,5 » as 7,5 kg, as its hint and the request form do", async ({ page }) => {
  await gotoHydrated(page, "/services");
  const weight = page.getByLabel("Poids du colis (kg)");
  // Typed key by key, as a French keyboard sends it (a number field dropped the comma: 75 kg).
  await weight.fill("");
  await weight.pressSequentially("7,5");
  await expect(weight).toHaveValue("7,5");
  const result = page.locator("output");
  await expectPlainText(result, "90,00 €");
  await expectPlainText(result, "58 950 FCFA");

  // After the prefilled 5, a comma and a decimal make 5,5 kg, not 55.
  await weight.fill("5");
  await weight.press("End");
  await weight.pressSequentially(",5");
  await expect(weight).toHaveValue("5,5");
  await expectPlainText(result, "66,00 €");
});
