import { signIn } from "./accounts-helpers";
import { createClientParcel } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { DEMO_CLIENT } from "./request-helpers";

/**
 * Paying in the page (docs/product/online-payment.md): the development server pays on the local FedaPay
 * simulator (FEDAPAY_ENVIRONMENT=simulator by default), which confirms a Mobile Money payment once the
 * payer is back and the app has asked for it, as the operator would after the push on the phone. Desktop only: the page's layout is covered by
 * the payment page's own journeys.
 */
test("a client pays by Mobile Money in the page and sees the request accepted without the carrier", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one size is enough for this journey");
  const parcel = await createClientParcel(browser, { description: "Pagne wax payé en ligne", weightKg: 1.5 });
  await page.goto("/login");
  await signIn(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.goto(`/paiement/${parcel.id}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Payer maintenant" }).click();

  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByRole("heading", { name: "Paiement", exact: true })).toBeVisible();
  await page.getByLabel("Mixx by Yas (Mobile Money)").check();
  await page.getByRole("button", { name: "Simuler un paiement réussi" }).click();

  await expect(page).toHaveURL(new RegExp(`/paiement/${parcel.id}\\?paiement-en-ligne=retour`));
  await expect(main.getByText("Paiement en cours de confirmation…")).toBeVisible();
  await expect(main.getByText("Paiement en ligne confirmé")).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole("heading", { level: 1, name: "Reçu de paiement" })).toBeVisible();
  await expect(main.getByText("la demande est validée")).toBeVisible();
  await main.getByRole("link", { name: "Suivre ce colis" }).click();
  await expect(main.getByText("Accepté", { exact: true }).first()).toBeVisible();
});
