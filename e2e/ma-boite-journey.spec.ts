import type { APIRequestContext } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import type { AdminDeparture } from "#shared/departures/admin-departures";
import { APP_URL, expectNoAxeViolations, signInByApi } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { apiAs, carrier, newClient } from "./own-data";
import { fillRecipient, smallPhoto } from "./request-helpers";
import { budget } from "./slowdown";

// Ma boîte on a phone (docs/product/ma-boite.md): a client with two orders the carrier received
// (through the reception's own call) reads their personal address, acknowledges the refused items,
// declares both orders' contents, sends them together through the wizard (description, weight and
// contents filled in, the packing chosen) and finds them listed in the parcel's detail; the carrier
// takes the payment and weighs the repacked box, and the departure's manifest and the customs
// declaration list the orders' lines (read back from the PDFs' text).

// The refused item below is a 400 the page explains on its field.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test.skip(
  ({ isMobile }) => !isMobile,
  "Ma boîte est faite pour le téléphone : parcours au format téléphone.",
);

/** A PDF the carrier downloads, as text. */
async function pdfTextOf(api: APIRequestContext, path: string): Promise<string> {
  const response = await api.get(path);
  expect(response.status(), path).toBe(200);
  const document = await getDocumentProxy(new Uint8Array(await response.body()));
  return (await extractText(document, { mergePages: true })).text;
}

async function carrierPost(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.post(path, { headers: { Origin: APP_URL }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

const uniqueTracking = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** One order received for the client by the carrier, as the reception's form sends it (multipart). */
async function receive(
  carrierApi: APIRequestContext,
  clientId: string,
  shop: string,
  tracking: string,
  kg: string,
) {
  const response = await carrierApi.post("/api/admin/shop-orders", {
    headers: { Origin: APP_URL },
    multipart: {
      clientId,
      shop,
      trackingNumber: tracking,
      weightKg: kg,
      photo: await smallPhoto("carton.jpg"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("a client declares two received orders and sends them together in one parcel", async ({
  page,
}, testInfo) => {
  const client = await newClient("maboite", "Kossi Boîte");
  const clientApi = await apiAs(client);
  const me = (await (await clientApi.get("/api/accounts/me")).json()) as { user: { id: string } };
  await clientApi.dispose();
  const carrierApi = await apiAs(await carrier());
  const amazon = uniqueTracking("TBA");
  const shein = uniqueTracking("SH");
  await receive(carrierApi, me.user.id, "amazon", amazon, "1,2");
  await receive(carrierApi, me.user.id, "shein", shein, "0,85");
  await carrierApi.dispose();

  await signInByApi(page.request, client);
  await page.goto("/ma-boite");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Ma boîte" })).toBeVisible({
    timeout: budget(15_000),
  });

  // The personal address, with the reference on its second line.
  const address = main.getByRole("region", { name: "Votre adresse de livraison à Paris" });
  await expect(address.locator("address")).toContainText(/Kossi Boîte.*CLB-[2-9A-Z]{4}/s);
  await expect(address.getByRole("button", { name: "Copier l'adresse" })).toBeVisible();

  // The refused items, acknowledged once; then each order's contents.
  const waiting = main.getByRole("region", { name: /En attente d.expédition/ });
  await expect(waiting.getByRole("listitem").filter({ hasText: amazon })).toContainText("Amazon · 1,2 kg");
  await expect(waiting).toContainText("Stockage gratuit : encore 45 jours");
  await waiting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("ma-boite-waiting.png") });
  await main.getByLabel("J'ai lu la liste : mes commandes ne contiennent aucun de ces articles.").check();
  await main.getByRole("button", { name: "Confirmer", exact: true }).click();
  await expect(main.getByText("Vous avez pris connaissance de cette liste.")).toBeVisible();

  const declare = async (
    tracking: string,
    category: string,
    description: string,
    quantity: string,
    value: string,
  ) => {
    const card = waiting.getByRole("listitem").filter({ hasText: tracking });
    await card.getByRole("button", { name: "Déclarer le contenu" }).click();
    await card.getByLabel("Catégorie").selectOption({ label: category });
    await card.getByLabel("Description").fill(description);
    await card.getByLabel("Quantité").fill(quantity);
    await card.getByLabel("Valeur d'un article (€)").fill(value);
    await card.getByRole("button", { name: "Enregistrer le contenu" }).click();
    await expect(card.getByRole("button", { name: "Modifier le contenu" })).toBeVisible();
    return card;
  };
  // A refused item is named on its field, and nothing is saved.
  const amazonCard = waiting.getByRole("listitem").filter({ hasText: amazon });
  await amazonCard.getByRole("button", { name: "Déclarer le contenu" }).click();
  await amazonCard.getByLabel("Catégorie").selectOption({ label: "Cosmétiques" });
  await amazonCard.getByLabel("Description").fill("Eau de parfum");
  await amazonCard.getByLabel("Valeur d'un article (€)").fill("30");
  await amazonCard.getByRole("button", { name: "Enregistrer le contenu" }).click();
  await expect(
    amazonCard.getByText("Nous ne transportons pas cet article (Parfums).", { exact: false }),
  ).toBeVisible();
  await amazonCard.getByLabel("Description").fill("Crème hydratante");
  await amazonCard.getByRole("button", { name: "Enregistrer le contenu" }).click();
  await expect(amazonCard).toContainText("1 × Crème hydratante — 30,00 € pièce (Cosmétiques)");

  // Not declared yet: the button says what is missing.
  await waiting.getByRole("checkbox", { name: new RegExp(amazon) }).check();
  await waiting.getByRole("checkbox", { name: new RegExp(shein) }).check();
  await expect(main.getByText(`Déclarez d'abord le contenu de la commande Shein (${shein}).`)).toBeVisible();
  await declare(shein, "Vêtements", "Robe en coton", "2", "12,50");
  await expect(main.getByText("2 commandes choisies · 2,05 kg")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("ma-boite.png") });
  await expectNoAxeViolations(page, "Ma boîte");

  // The wizard opens with the orders: description, weight and contents filled in, the packing to choose.
  await main.getByRole("link", { name: "Expédier ensemble" }).click();
  await expect(main.getByRole("heading", { name: "Étape 1 sur 3 : Détails" })).toBeVisible({
    timeout: budget(15_000),
  });
  const together = main.getByRole("region", { name: "2 commandes de Ma boîte expédiées ensemble" });
  await expect(together).toContainText("2 × Robe en coton — 12,50 € pièce (Vêtements)");
  await expect(main.getByLabel("Description du colis")).toHaveValue("Commandes Amazon et Shein (Ma boîte)");
  await expect(main.getByLabel("Poids estimé (kg)")).toHaveValue("2,05");
  await together.getByLabel("Regrouper dans un seul carton").check();
  const dateSelect = main.getByLabel("Date souhaitée (obligatoire)");
  await expect(dateSelect.locator("option").nth(1)).toBeAttached();
  await dateSelect.selectOption({ index: 1 });
  await fillRecipient(page);
  await page.screenshot({ path: testInfo.outputPath("wizard-together.png"), fullPage: true });
  await main.getByRole("button", { name: "Continuer" }).click();
  await expect(main.getByText("Regrouper dans un seul carton")).toBeVisible();
  await main.getByRole("button", { name: "Continuer" }).click();
  await main.getByRole("button", { name: "Confirmer et Voir les Modalités de Paiement" }).click();
  await expect(page).toHaveURL(/\/paiement\/pkg-[0-9A-Z]{26}$/, { timeout: budget(30_000) });
  const parcelId = page.url().split("/").at(-1) as string;

  // The orders left Ma boîte, and the parcel's detail lists them with the packing.
  await page.goto("/ma-boite");
  await expect(
    main.getByText("Aucune commande dans votre boîte pour le moment.", { exact: false }),
  ).toBeVisible({
    timeout: budget(15_000),
  });
  const sent = main.getByRole("region", { name: "Déjà expédiées" });
  await expect(sent.getByRole("listitem")).toHaveCount(2);
  await sent
    .getByRole("link", { name: /^Colis CLB-/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/tracking\\?colis=${parcelId}$`));
  const orders = main.getByRole("region", { name: "Commandes de Ma boîte" });
  await expect(orders).toContainText(amazon);
  await expect(orders).toContainText(shein);
  await expect(orders).toContainText("Emballage : Regrouper dans un seul carton");
  // Their declared lines are the parcel's contents.
  await expect(main.getByText(/Robe en coton/).first()).toBeVisible();
  await expect(main.getByText(/Crème hydratante/).first()).toBeVisible();
  await orders.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("parcel-detail.png") });

  // The carrier validates the payment, then weighs the box once repacked: the real weight is set.
  const weighingApi = await apiAs(await carrier());
  try {
    const admin = (action: string) => `/api/admin/parcels/${parcelId}/${action}`;
    await carrierPost(weighingApi, admin("mark-paid"), { expectedStatus: "pending", confirmed: true });
    await carrierPost(weighingApi, admin("status"), {
      expectedStatus: "accepted",
      to: "received",
      location: "Paris",
      weighIn: { weightKg: 2.1 },
    });
    const parcel = (await (await page.request.get(`/api/parcels/${parcelId}`)).json()) as {
      parcel: { status: string; measuredWeightGrams: number | null; preferredDate: string };
    };
    expect(parcel.parcel).toMatchObject({ status: "received", measuredWeightGrams: 2100 });

    // The departure's manifest and the parcel's CN 23 list both orders' lines.
    const departures = (await (await weighingApi.get("/api/admin/departures")).json()) as AdminDeparture[];
    const departure = departures.find(
      (d) => d.date === parcel.parcel.preferredDate && d.fromCountry === "FR" && d.toCountry === "TG",
    );
    expect(departure, "le départ du colis").toBeDefined();
    const manifest = await pdfTextOf(weighingApi, `/api/admin/departures/${departure?.id}/manifest.pdf`);
    expect(manifest).toContain("Robe en coton");
    expect(manifest).toContain("Crème hydratante");
    const declaration = await pdfTextOf(
      weighingApi,
      `/api/admin/parcels/${parcelId}/customs-declaration.pdf`,
    );
    expect(declaration).toContain("Robe en coton");
    expect(declaration).toContain("Crème hydratante");
    expect(declaration).toContain("Kossi Boîte");
  } finally {
    await weighingApi.dispose();
  }
});
