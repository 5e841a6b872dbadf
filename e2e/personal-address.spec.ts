import type { Page } from "@playwright/test";
import { APP_URL, expectNoAxeViolations, screenshot, signInByApi } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { newClient } from "./own-data";
import { DEV_BUSINESS, gotoHydrated } from "./public-helpers";
import { budget } from "./slowdown";

/**
 * The client's personal address (docs/product/ma-boite.md#reference): the partner-sites box shows a
 * visitor the shared address and an invitation, a signed-in client their own address with their
 * reference, copied whole; Mes Colis and the profile show it too. Phone and desktop.
 */

const INVITATION = "Créez votre compte pour recevoir votre adresse personnelle à Paris";

/** The address box of the partner-sites page, opened (a phone shows it folded). */
async function openedBox(page: Page, title: string) {
  const box = page.locator("details").filter({ hasText: title });
  await expect(box).toBeVisible({ timeout: budget(15_000) });
  if ((await box.getAttribute("open")) === null) await box.locator("summary").click();
  await expect(box).toHaveAttribute("open");
  return box;
}

test("a visitor reads the shared address and an invitation to get their own", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/nos-sites-partenaires");
  const box = await openedBox(page, "Notre adresse de livraison");
  await expect(box.locator("address")).toContainText(DEV_BUSINESS.partnerAddressFirstLine);
  await expect(box.locator("address")).not.toContainText("CLB-");
  const invitation = box.getByRole("link", { name: INVITATION });
  await expect(invitation).toHaveAttribute("href", "/login?view=sign-up");
  await screenshot(page, "address-box-visitor", testInfo);
  await invitation.click();
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible({
    timeout: budget(15_000),
  });
});

test("a signed-in client reads and copies their personal address, in the box, Mes Colis and the profile", async ({
  page,
}, testInfo) => {
  const client = await newClient("adresse", "Ama Adresse");
  await signInByApi(page.request, client);
  const me = await page.request.get("/api/accounts/me");
  const { reference } = ((await me.json()) as { user: { reference: string } }).user;
  expect(reference).toMatch(/^CLB-[2-9A-HJKMNP-Z]{4}$/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: APP_URL });

  await page.goto("/nos-sites-partenaires");
  const box = await openedBox(page, "Votre adresse de livraison");
  const address = box.locator("address");
  await expect(address).toContainText("Ama Adresse");
  await expect(address).toContainText(`${DEV_BUSINESS.partnerAddressFirstLine} – ${reference}`);
  await expect(box.getByRole("link", { name: INVITATION })).toHaveCount(0);
  // One span per line (a reference inside one is kept whole in a span of its own).
  const lines = await address.locator(":scope > span").allInnerTexts();
  expect(lines.slice(0, 2)).toEqual([
    "Ama Adresse",
    `${DEV_BUSINESS.partnerAddressFirstLine} – ${reference}`,
  ]);
  await box.getByRole("button", { name: "Copier l'adresse" }).click();
  await expect(box.getByRole("button", { name: "Copié !" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join("\n"));
  await screenshot(page, "address-box-client", testInfo);

  // Mes Colis: one folded line with the reference, the address when opened.
  await page.goto("/tracking");
  const reminder = page
    .locator("details")
    .filter({ hasText: "Votre adresse à Paris pour vos achats en ligne" });
  await expect(reminder).toContainText(reference, { timeout: budget(15_000) });
  await expect(reminder.locator("address")).toBeHidden();
  await screenshot(page, "address-mes-colis-folded", testInfo);
  await reminder.locator("summary").click();
  await expect(reminder.locator("address")).toContainText(
    `${DEV_BUSINESS.partnerAddressFirstLine} – ${reference}`,
  );
  await screenshot(page, "address-mes-colis-open", testInfo);

  // The profile: Paris and the Lomé counter, the same reference.
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Mes adresses personnelles" });
  await expect(card).toContainText(`Votre référence ${reference}`, { timeout: budget(15_000) });
  const addresses = card.locator("address");
  await expect(addresses).toHaveCount(2);
  await expect(addresses.nth(0)).toContainText(`${DEV_BUSINESS.partnerAddressFirstLine} – ${reference}`);
  await expect(addresses.nth(1)).toContainText(`– ${reference}`);
  await expect(addresses.nth(1)).toContainText("Lomé");
  await expectNoAxeViolations(page, "profil, adresses personnelles");
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, "address-profile", testInfo);
});
