import { readFileSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { formatDateFr } from "#shared/calendar";
import { movedSummary } from "#shared/departures/departure-moves";
import { balanceText } from "#shared/parcels/weigh-in";
import type { ParcelDetailResponse } from "#shared/tracking/tracking-schemas";
import {
  APP_URL,
  DESKTOP_ONLY_NOTE,
  newPersonContext,
  SHOTS,
  shotBothSizes,
  signUpConfirmed,
  uniqueEmail,
} from "./accounts-helpers";
import { openAdminParcel, signInAsAdmin } from "./admin-helpers";
import { inDays, unusedDays } from "./departure-days";
import { expect, test } from "./fixtures";
import { fillContents, fillRecipient } from "./request-helpers";
import { budget } from "./slowdown";

// A departure from publication to take-off (docs/product/departures.md): the carrier publishes a date
// with a capacity and a deadline, a client books kilos on it, the parcel weighs more at reception, the
// client pays the balance, the carrier validates it and moves the whole departure 'En transit'.
// Admin journeys run once (desktop); the pictures are taken at both sizes.

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);

const SPACE = "[\\s\\u202f\\u00a0]";
const PDF_PROOF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function openDatesTab(page: Page, description: string): Promise<Locator> {
  await page.goto("/admin-dashboard");
  await page.getByRole("tab", { name: "Dates de disponibilité" }).click();
  const row = page.getByRole("listitem").filter({ hasText: description });
  await expect(row).toHaveCount(1);
  return row;
}

async function download(page: Page, link: Locator): Promise<{ download: Download; body: Buffer }> {
  const started = page.waitForEvent("download");
  await link.click();
  const done = await started;
  const path = await done.path();
  return { download: done, body: readFileSync(path) };
}

test("a departure: published with kilos and a deadline, booked, weighed heavier, balance paid and validated, then moved 'En transit' as a whole", async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(180_000));
  await mkdir(SHOTS, { recursive: true });
  // A day of its own far ahead that the route has no date on, deadline the day before at 18:00.
  await signInAsAdmin(page);
  const [offset = 0] = await unusedDays(page.request);
  const date = inDays(offset);
  const deadline = `${inDays(offset - 1)}T18:00`;
  const description = `Valise Paris ${offset} (e2e)`;
  const due = balanceText({ cents: 600, fcfa: 3930, state: "due" });
  expect(due).toMatch(new RegExp(`^Reste à payer 6,00${SPACE}€ / 3${SPACE}930${SPACE}FCFA$`));

  // 1. The carrier publishes the departure through the form.
  await page.getByRole("tab", { name: "Dates de disponibilité" }).click();
  await page.getByRole("button", { name: "Ajouter une date" }).click();
  const add = page.getByRole("dialog", { name: "Ajouter une date" });
  await add.getByLabel("Date", { exact: true }).fill(date);
  await add.getByLabel("Pays de départ").selectOption("FR");
  await add.getByLabel("Pays d'arrivée").selectOption("TG");
  await add.getByLabel("Description (facultative)").fill(description);
  const departure = add.getByRole("group", { name: "Départ (facultatif)" });
  await departure.getByLabel("Capacité (kg)").fill("20");
  await departure.getByLabel("Dépôt avant le (heure de Paris)").fill(deadline);
  await departure.getByLabel("Lieu de dépôt").fill("Entrepôt Colibri, Paris");
  await add.getByRole("button", { name: "Ajouter la date" }).click();
  await expect(add).toHaveCount(0);
  let row = page.getByRole("listitem").filter({ hasText: description });
  await expect(row.getByText("Ouvert", { exact: true })).toBeVisible();
  await expect(row.getByText("0 / 20 kg", { exact: true })).toBeVisible();
  await expect(row.getByText(/^dépôt avant le \p{L}+ \d{1,2}(er)? \p{L}+, 18\u00a0h$/u)).toBeVisible();
  await expect(row.getByText("0 colis", { exact: true })).toBeVisible();

  // 2. A client of its own books 2 kg on it through the wizard, reading what is left before choosing.
  const clientCtx = await newPersonContext(browser);
  const client = await clientCtx.newPage();
  await signUpConfirmed(client, uniqueEmail("depart"));
  await client.goto("/request");
  const main = client.getByRole("main");
  await expect(main.getByRole("heading", { name: "Étape 1 sur 3 : Détails" })).toBeVisible();
  const parcelDescription = `Valise de vêtements ${offset}`;
  await main.getByLabel("Description du colis").fill(parcelDescription);
  const dateSelect = main.getByLabel("Date souhaitée (obligatoire)");
  const option = dateSelect.locator(`option[value="${date}"]`);
  await expect(option).toHaveText(
    new RegExp(
      `^${formatDateFr(date)} — ${description.replace(/[()]/g, "\\$&")} — reste 20 kg · dépôt avant le \\p{L}+ \\d{1,2}(er)? \\p{L}+, 18\u00a0h$`,
      "u",
    ),
  );
  await expect(option).toBeEnabled();
  await dateSelect.selectOption(date);
  await main.getByLabel("Poids estimé (kg)").fill("2");
  await expect(main.getByText(new RegExp(`24,00${SPACE}€`)).first()).toBeVisible();
  await shotBothSizes(client, "1-wizard-date", { focus: dateSelect });
  await fillRecipient(client);
  await fillContents(client);
  await main.getByRole("button", { name: "Continuer" }).click();
  await expect(main.getByRole("heading", { name: "Étape 2 sur 3 : Révision" })).toBeVisible();
  await main.getByRole("button", { name: "Continuer" }).click();
  await expect(main.getByRole("heading", { name: "Étape 3 sur 3 : Confirmation" })).toBeVisible();
  await main.getByRole("button", { name: "Confirmer et Voir les Modalités de Paiement" }).click();
  await expect(client).toHaveURL(/\/paiement\/pkg-[0-9A-Z]{26}$/);
  const id = client.url().split("/").pop() as string;
  const detail = await client.request.get(`/api/parcels/${id}`);
  expect(detail.ok()).toBe(true);
  const { trackingCode } = ((await detail.json()) as ParcelDetailResponse).parcel;

  // 3. The carrier marks it paid; the departure counts its 2 kg.
  let dialog = await openAdminParcel(page, id);
  await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
  await page
    .getByRole("dialog", { name: "Valider le paiement" })
    .getByRole("button", { name: "Confirmer le paiement" })
    .click();
  await expect(dialog.getByText("Paiement validé : demande acceptée.")).toBeVisible();
  row = await openDatesTab(page, description);
  await expect(row.getByText("2 / 20 kg", { exact: true })).toBeVisible();
  await expect(row.getByText("1 colis", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: "Étiquettes A6" })).toBeVisible();
  await shotBothSizes(page, "2-dates-tab", { fullPage: true });

  // 4. Weighed at reception: 2,5 kg instead of 2, a balance of 6 € / 3 930 FCFA blocks the departure.
  dialog = await openAdminParcel(page, id);
  await expect(dialog.getByRole("radio", { name: "Reçu" })).toBeChecked();
  const weighIn = dialog.getByRole("group", { name: "Pesée à la réception" });
  await weighIn.getByLabel("Poids mesuré (kg, obligatoire)").fill("2,5");
  await dialog.getByRole("button", { name: "Mettre à jour le statut" }).click();
  await expect(dialog.getByText("Statut mis à jour : Reçu.")).toBeVisible();
  const weighed = dialog.getByRole("region", { name: "Pesée" });
  await expect(weighed).toContainText("Poids mesuré : 2,5 kg");
  await expect(weighed.getByText(due, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "En transit" })).toBeDisabled();
  await expect(
    dialog.getByText(
      "Un complément reste à payer : validez-le ou annulez-le avant de faire partir ce colis.",
    ),
  ).toBeVisible();
  await shotBothSizes(page, "3-admin-balance", { focus: weighed });

  // 5. The client sees the balance, pays it and sends the proof from the payment page.
  await client.goto(`/tracking?colis=${id}`);
  const balanceBox = client.getByRole("region", { name: "Complément à payer" });
  await expect(balanceBox.getByText(due, { exact: true })).toBeVisible();
  await expect(balanceBox).toContainText("Poids mesuré à la réception : 2,5 kg (poids annoncé : 2 kg)");
  await shotBothSizes(client, "4-client-balance", { focus: balanceBox });
  await balanceBox.getByRole("link", { name: "Payer le complément" }).click();
  await expect(client).toHaveURL(`${APP_URL}/paiement/${id}`);
  await expect(balanceBox).toHaveCount(0);
  await expect(main.getByRole("region", { name: "Mobile Money" })).toBeVisible();
  await expect(main.getByText(due, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("region", { name: "Mobile Money" })).toContainText(
    new RegExp(`3${SPACE}930${SPACE}FCFA`),
  );
  await expect(main.getByRole("region", { name: "Virement bancaire" })).toContainText(
    new RegExp(`6,00${SPACE}€`),
  );
  await main.getByLabel(/Capture d'écran ou reçu/).setInputFiles({
    name: "complement.pdf",
    mimeType: "application/pdf",
    buffer: PDF_PROOF,
  });
  await main.getByLabel("Référence de la transaction (optionnel)").fill("TM-COMPL-6");
  await main.getByRole("button", { name: "Envoyer la preuve" }).click();
  await expect(main.getByText("Preuve envoyée, merci !")).toBeVisible();
  await client.evaluate(() => window.scrollTo(0, 0));
  await shotBothSizes(client, "5-payment-balance", { fullPage: true });

  // 6. The carrier validates the balance: the parcel may leave.
  dialog = await openAdminParcel(page, id);
  await expect(weighed.getByText("Preuve reçue", { exact: true })).toBeVisible();
  await weighed.getByRole("button", { name: "Valider le complément" }).click();
  await weighed.getByRole("button", { name: "Confirmer le complément reçu" }).click();
  await expect(dialog.getByText("Complément validé.")).toBeVisible();
  await expect(
    weighed.getByText(balanceText({ cents: 600, fcfa: 3930, state: "paid" }), { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "En transit" })).toBeEnabled();

  // 7. From the departure: labels and manifest, then every 'Reçu' parcel 'En transit' at once.
  row = await openDatesTab(page, description);
  const a6 = await download(page, row.getByRole("link", { name: "Étiquettes A6" }));
  expect(a6.download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(a6.body.subarray(0, 4).toString()).toBe("%PDF");
  await copyFile(await a6.download.path(), `${SHOTS}/label-a6.pdf`);
  const a4 = await download(page, row.getByRole("link", { name: "Étiquettes A4 (4 par page)" }));
  expect(a4.download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(a4.body.subarray(0, 4).toString()).toBe("%PDF");
  await copyFile(await a4.download.path(), `${SHOTS}/label.pdf`);
  const csv = await download(page, row.getByRole("link", { name: "Manifeste CSV" }));
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  expect(csv.body.toString("utf8")).toContain(trackingCode);
  const manifest = await download(page, row.getByRole("link", { name: "Manifeste PDF" }));
  expect(manifest.download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(manifest.body.subarray(0, 4).toString()).toBe("%PDF");
  await copyFile(await manifest.download.path(), `${SHOTS}/manifest.pdf`);

  await row.getByRole("button", { name: "Changer le statut du départ" }).click();
  const move = page.getByRole("dialog", { name: "Changer le statut du départ" });
  const choice = move.getByRole("radio", { name: "Reçu → En transit (1 colis)" });
  await choice.check();
  await expect(choice).toBeChecked();
  await move.getByLabel("Lieu (facultatif)").fill("Aéroport CDG");
  await move.getByRole("button", { name: "Déplacer 1 colis" }).click();
  await expect(move.getByText(movedSummary(1, "in_transit"), { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/6-departure-moved-desktop.png` });
  await move.getByRole("button", { name: "Fermer" }).last().click();
  await expect(move).toHaveCount(0);
  // Then everyone is told on WhatsApp, parcel by parcel (docs/product/recipients.md#whatsapp).
  await row.getByRole("button", { name: "Prévenir par WhatsApp" }).click();
  const messages = page.getByRole("dialog", { name: "Prévenir par WhatsApp" });
  await expect(messages.getByText("Statut : En transit", { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/6-departure-whatsapp-desktop.png` });
  await messages.getByRole("button", { name: "Fermer" }).click();
  await expect(messages).toHaveCount(0);

  // 8. The client's parcel is on its way, from the airport.
  await client.goto(`/tracking?colis=${id}`);
  const clientDetail = client.getByRole("region", { name: "Détails du colis" });
  await expect(clientDetail.getByText("En transit").first()).toBeVisible();
  await expect(clientDetail.getByText("Aéroport CDG").first()).toBeVisible();
  await expect(client.getByRole("region", { name: "Complément à payer" })).toHaveCount(0);
  await clientCtx.close();

  // 9. The label's QR code: the public page offers the administration to a signed-in admin.
  await page.goto(`/suivi/${encodeURIComponent(trackingCode)}`);
  await page.getByRole("button", { name: "Ouvrir dans l'administration" }).click();
  await expect(page).toHaveURL(`${APP_URL}/admin-dashboard?colis=${id}`);
  await expect(
    page.getByRole("dialog", { name: "Détails du colis" }).getByText(id, { exact: true }),
  ).toBeVisible();
});
