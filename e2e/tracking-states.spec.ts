import { test as baseTest } from "@playwright/test";
import { readableReference } from "#shared/parcels/parcel-name";
import { screenshot, signIn } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { carrier, newClient } from "./own-data";
import { gotoHydrated } from "./public-helpers";
import { newClientWithParcels, seedParcels } from "./seed-parcels";
import { clientParcels, openTrackingAs, parcelWith } from "./tracking-helpers";

test("the special-status boxes and the delivery summary say what happens next", async ({
  page,
}, testInfo) => {
  const { client } = await newClientWithParcels();
  await openTrackingAs(page, client);
  const { parcels } = await clientParcels(page);
  const list = page.getByRole("tabpanel");

  // Pending and unpaid: the way back to the payment instructions (docs/product/parcels.md#payment-page).
  const unpaid = parcelWith(parcels, (p) => p.status === "pending" && !p.paid && p.preferredDate !== null);
  await list.getByRole("button", { name: readableReference(unpaid) }).click();
  const paymentBox = page.getByRole("region", { name: "Paiement en attente" });
  await expect(paymentBox).toBeVisible();
  // No proof sent yet: the way to send one.
  const toPayment = paymentBox.getByRole("link", { name: "Payer et envoyer ma preuve" });
  await expect(toPayment).toHaveAttribute("href", `/paiement/${unpaid.id}`);
  await screenshot(page, "tracking-payment-pending", testInfo);

  // No date yet: the orange box.
  await page.goto("/tracking");
  const waiting = parcelWith(parcels, (p) => p.status === "pending" && p.preferredDate === null);
  await list.getByRole("button", { name: readableReference(waiting) }).click();
  await expect(page.getByRole("region", { name: "En attente de date" })).toBeVisible();

  // Refused.
  await page.goto("/tracking");
  const rejected = parcelWith(parcels, (p) => p.status === "rejected");
  await list.getByRole("button", { name: readableReference(rejected) }).click();
  await expect(page.getByRole("region", { name: "Refusé" })).toBeVisible();

  // /history opens the history tab; a delivered parcel has its delivery summary with the duration.
  await page.goto("/history");
  await expect(page.getByRole("tab", { name: /^Historique des Livraisons/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const delivered = parcelWith(parcels, (p) => p.status === "delivered");
  await list.getByRole("button", { name: readableReference(delivered) }).click();
  const summary = page.getByRole("region", { name: "Résumé de la livraison" });
  await expect(summary).toContainText("Durée de livraison");
  await expect(summary).toContainText(/\d+ jours?|\d+ heures?|Moins d'une heure/);
  await screenshot(page, "tracking-delivered", testInfo);
});

test("a search that finds nothing says so, and the admin sees every client's parcels", async ({ page }) => {
  // A client of its own with one parcel, which the admin then finds among every client's.
  const client = await newClient("recherche");
  const [parcel] = await seedParcels(client, [{ description: "Sacs de riz (recherche)", weightKg: 2 }]);
  await openTrackingAs(page, client);
  await page.getByRole("searchbox", { name: "Rechercher par numéro ou description" }).fill("introuvable-xyz");
  await expect(page.getByRole("heading", { name: "Aucun colis" })).toBeVisible();
  await expect(page.getByText("Aucun colis ne correspond à « introuvable-xyz »")).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/tracking");
  const admin = await carrier();
  await signIn(page, admin.email, admin.password);
  // Signed in in place, the admin stays on the screen, which becomes theirs.
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des Colis" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Rechercher par numéro ou description" }).fill(parcel?.id ?? "");
  await expect(page.getByRole("tabpanel").getByText(client.email).first()).toBeVisible();
});

// The API's 404 is the point here, and Chromium logs every 4xx response as a console error: this
// test checks the console itself and lets that one through.
baseTest("an unknown code shows 'Colis introuvable', and the form opens another code", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("404 (Not Found)"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/suivi/ABCDEFGHJKMN");
  await expect(page.getByRole("heading", { name: "Colis introuvable" })).toBeVisible();
  const codeField = page.getByRole("textbox", { name: "Code de suivi" });
  await codeField.fill("pas un code");
  await page.getByRole("button", { name: "Suivre ce colis" }).click();
  await expect(page.getByText("Le code de suivi comporte 12 lettres et chiffres")).toBeVisible();
  await codeField.fill("zzzz-zzzz-zzzz");
  await page.getByRole("button", { name: "Suivre ce colis" }).click();
  await expect(page).toHaveURL(/\/suivi\/ZZZZZZZZZZZZ$/);
  await expect(page.getByRole("heading", { name: "Colis introuvable" })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("the tracking-code form on home", () => {
  // No demo parcel has a fixed code: an unknown one lands on 'Colis introuvable', whose API answer is a
  // 404 that Chromium logs.
  test.use({ allowedConsoleErrors: [/404 \(Not Found\)/] });
  test("a visitor types a code on home and lands on its public tracking page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const section = page.getByRole("region", { name: "Suivre un colis" });
    await section.getByRole("textbox", { name: "Code de suivi" }).fill("7kq2 m9xh 4d1p");
    await section.getByRole("button", { name: "Suivre ce colis" }).click();
    await expect(page).toHaveURL(/\/suivi\/7KQ2M9XH4D1P$/);
    await expect(page.getByRole("heading", { name: "Colis introuvable" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the tracking-code form on home works before any script has run", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Suivre un colis" });
    await section.getByRole("textbox", { name: "Code de suivi" }).fill("7kq2-m9xh-4d1p");
    await section.getByRole("button", { name: "Suivre ce colis" }).click();
    await expect(page).toHaveURL(/\/suivi\/7KQ2M9XH4D1P$/);
    await expect(page.getByRole("heading", { level: 1, name: "Suivi de colis" })).toBeVisible();
  });

  test("the public tracking page is a prerendered shell, readable at once", async ({ page }) => {
    const response = await page.goto("/suivi/7KQ2M9XH4D1P");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Suivi de colis" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
