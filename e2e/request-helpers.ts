import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expectNoHorizontalOverflow, signInByApi } from "./accounts-helpers";
import { type Account, newClient } from "./own-data";
import { budget } from "./slowdown";

/**
 * Opens the wizard as a new client of the test's own (or `client`), signed in through the API (signing
 * in on the login screen a private page shows in place is accounts-sign-up.spec.ts's journey; decision
 * 075). The demo data publishes FR→TG and TG→FR dates, and nothing on other routes.
 */
export async function openWizardSignedIn(page: Page, client?: Account): Promise<Account> {
  const account = client ?? (await newClient("demande"));
  await signInByApi(page.request, account);
  await page.goto("/request");
  // A page load's budget, as signIn gives the login screen: the page is a lazy chunk (accounts-helpers.ts).
  await expect(page.getByRole("heading", { name: "Étape 1 sur 3 : Détails" })).toBeVisible({
    timeout: budget(15_000),
  });
  return account;
}

/** Who collects the test parcels in Lomé (docs/product/recipients.md), typed as a client would. */
export const E2E_RECIPIENT = {
  name: "Afi Mensah",
  phone: "90 12 34 56",
  city: "Lomé",
  landmark: "Bè Kpota, près de la pharmacie",
};
/** The client's own phone, asked by the wizard while the account has none. */
export const E2E_CLIENT_PHONE = "06 12 34 56 78";

/** Fills step 1's 'Destinataire', and 'Votre téléphone' when the wizard asks for it. */
export async function fillRecipient(page: Page): Promise<void> {
  const main = page.getByRole("main");
  const recipient = main.getByRole("group", { name: "Destinataire" });
  await recipient.getByLabel("Nom du destinataire", { exact: true }).fill(E2E_RECIPIENT.name);
  await recipient.getByLabel("Téléphone du destinataire", { exact: true }).fill(E2E_RECIPIENT.phone);
  await recipient.getByLabel("Ville", { exact: true }).fill(E2E_RECIPIENT.city);
  await recipient.getByLabel("Quartier, repère", { exact: true }).fill(E2E_RECIPIENT.landmark);
  const ownPhone = main.getByLabel("Votre téléphone", { exact: true });
  if ((await ownPhone.count()) > 0) await ownPhone.fill(E2E_CLIENT_PHONE);
}

/**
 * The contents the journeys declare (docs/product/contents-and-customs.md#contents): two cotton dresses
 * at 15 €, typed in the wizard by fillContents, sent as is by the helpers that call POST /api/parcels.
 */
export const E2E_CONTENTS = [
  { category: "clothing", description: "Robe en coton", quantity: 2, unitValueCents: 1500 },
] as const;

/** Fills step 1's 'Contenu du colis' with E2E_CONTENTS, as a client types it. */
export async function fillContents(page: Page): Promise<void> {
  const contents = page.getByRole("main").getByRole("group", { name: "Contenu du colis" });
  await contents.getByLabel("Catégorie", { exact: true }).first().selectOption("clothing");
  await contents.getByLabel("Description", { exact: true }).first().fill("Robe en coton");
  await contents.getByLabel("Quantité", { exact: true }).first().fill("2");
  await contents.getByLabel("Valeur d'un article (€)", { exact: true }).first().fill("15");
}

/**
 * What POST /api/parcels needs beside the parcel when a test calls it directly: the recipient, and the
 * client's phone while the signed-in account has none.
 */
export async function recipientFields(request: APIRequestContext) {
  const { user } = (await (await request.get("/api/accounts/me")).json()) as {
    user: { phone: string | null };
  };
  return { recipient: E2E_RECIPIENT, clientPhone: user.phone ? null : E2E_CLIENT_PHONE };
}

/** A phone-sized photo: noisy enough (≈ 2 MB) for the browser to resize it before upload (docs/product/request.md#photos). */
export async function phonePhoto(name: string, seed: number) {
  const width = 2400;
  const height = 1800;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (state >> 16) & 0xff;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

export async function smallPhoto(name: string) {
  const buffer = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#d97706" } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Picks a country in a combobox by typing part of its name, as a person would. */
export async function chooseCountry(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const box = page.getByRole("combobox", { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole("option", { name: option }).click();
  await expect(box).toHaveValue(option);
}

/** One full-page picture per step, named after the project (phone or desktop). */
export async function stepScreenshot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await expectNoHorizontalOverflow(page, name);
  // The header is sticky: scrolled, a full-page picture would draw it in the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/request-${name}-${testInfo.project.name}.png`, fullPage: true });
}
