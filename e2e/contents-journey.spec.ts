import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { refusedItemMessage } from "#shared/shop-orders/refused-items";
import { expectNoHorizontalOverflow, shotBothSizes } from "./accounts-helpers";
import { openAdminParcel, signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { newClient } from "./own-data";
import { fillRecipient, openWizardSignedIn } from "./request-helpers";
import { budget } from "./slowdown";

// A parcel's contents (docs/product/contents-and-customs.md): the client declares two articles in the
// wizard — a perfume first, refused with its reason —, reads them in Mes Colis with their value in € and
// FCFA, downloads the customs declaration (CN 23), corrects a line while the request is pending; the
// carrier reads the same lines in the parcel's dialog and downloads its copy.

const pdfText = async (path: string) =>
  (await extractText(await getDocumentProxy(new Uint8Array(await readFile(path))), { mergePages: true }))
    .text;

test("declared in the wizard, shown with its values, printed as a CN 23, corrected while pending", async ({
  page,
  browser,
  isMobile,
}) => {
  test.setTimeout(budget(120_000));
  const client = await newClient("contenu");
  await openWizardSignedIn(page, client);
  const main = page.getByRole("main");
  await main.getByLabel("Description du colis").fill("Vêtements et parfum pour la famille");
  const dateSelect = main.getByLabel("Date souhaitée (obligatoire)");
  await expect(dateSelect.locator("option").nth(1)).toBeAttached();
  await dateSelect.selectOption({ index: 1 });
  await main.getByLabel("Poids estimé (kg)").fill("3");
  await fillRecipient(page);

  const contents = main.getByRole("group", { name: "Contenu du colis" });
  await expect(contents.getByText("Parfums", { exact: true })).toBeVisible();
  await contents.getByLabel("Catégorie", { exact: true }).selectOption("cosmetics");
  await contents.getByLabel("Description", { exact: true }).fill("Eau de parfum");
  await contents.getByLabel("Valeur d'un article (€)").fill("45");
  await contents.getByRole("button", { name: "Ajouter un article" }).click();
  const second = contents.getByRole("listitem").nth(1);
  await second.getByLabel("Catégorie", { exact: true }).selectOption("clothing");
  await second.getByLabel("Description", { exact: true }).fill("Robe en coton");
  await second.getByLabel("Quantité", { exact: true }).fill("2");
  await second.getByLabel("Valeur d'un article (€)").fill("12,50");
  await expect(contents.getByTestId("contents-total")).toContainText("70,00");

  // The perfume is refused beside its field, with the list's own label.
  await main.getByRole("button", { name: "Continuer" }).click();
  const refusal = refusedItemMessage({ label: "Parfums", keywords: [] });
  await expect(contents.getByText(refusal)).toBeVisible();
  await expectNoHorizontalOverflow(page, "contenu refusé");
  await shotBothSizes(page, "contents-1-refused", { focus: contents });
  await contents.getByRole("button", { name: "Retirer l'article 1" }).click();
  await expect(contents.getByTestId("contents-total")).toContainText("25,00");

  await main.getByRole("button", { name: "Continuer" }).click();
  await expect(main.getByRole("heading", { name: "Étape 2 sur 3 : Révision" })).toBeVisible();
  await expect(main.locator("dl")).toContainText("Robe en coton × 2 — Vêtements — 12,50");
  await main.getByRole("button", { name: "Continuer" }).click();
  await expect(main.getByRole("heading", { name: "Étape 3 sur 3 : Confirmation" })).toBeVisible();
  const created = page.waitForResponse(
    (response) => response.url().endsWith("/api/parcels") && response.request().method() === "POST",
  );
  await main.getByRole("button", { name: /Confirmer/ }).click();
  const { id } = (await (await created).json()) as { id: string };

  // Mes Colis: the lines, € with FCFA beside, the total, the CN 23.
  await page.goto(`/tracking?colis=${encodeURIComponent(id)}`);
  const detail = page.getByRole("region", { name: "Détails du colis" });
  const list = detail.getByRole("list", { name: "Contenu du colis" });
  await expect(list).toContainText("Robe en coton");
  await expect(list).toContainText("25,00");
  await expect(list).toContainText("16");
  await expect(detail.getByText(/Valeur déclarée/)).toContainText("FCFA");
  await list.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await shotBothSizes(page, "contents-2-detail", { focus: list });
  const download = page.waitForEvent("download");
  await detail.getByRole("link", { name: "Déclaration en douane (CN23)" }).click();
  const file = await (await download).path();
  const text = await pdfText(file);
  expect(text).toContain("DÉCLARATION EN DOUANE");
  expect(text).toContain("Robe en coton");
  expect(text).toContain("Afi Mensah");

  // Still pending: the client corrects the line.
  await detail.getByRole("button", { name: "Modifier le contenu" }).click();
  const form = detail.getByRole("form", { name: "Modifier le contenu" });
  await form.getByLabel("Quantité", { exact: true }).fill("3");
  await form.getByRole("button", { name: "Enregistrer le contenu" }).click();
  await expect(form).toHaveCount(0);
  await expect(list).toContainText("× 3");
  await expect(detail.getByText(/Valeur déclarée/)).toContainText("37,50");

  // The carrier's dialog: the same lines and its copy of the declaration (desktop: admin screens).
  if (isMobile) return;
  const carrierContext = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    const carrierPage = await carrierContext.newPage();
    await signInAsAdmin(carrierPage);
    const dialog = await openAdminParcel(carrierPage, id);
    const carrierList = dialog.getByRole("list", { name: "Contenu du colis" });
    await expect(carrierList).toContainText("Robe en coton");
    await shotBothSizes(carrierPage, "contents-3-carrier", { focus: carrierList });
    const carrierDownload = carrierPage.waitForEvent("download");
    await dialog.getByRole("link", { name: "Déclaration en douane (CN23)" }).click();
    expect(await pdfText(await (await carrierDownload).path())).toContain("Robe en coton");
  } finally {
    await carrierContext.close();
  }
});
