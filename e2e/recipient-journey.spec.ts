import { collectedByText, wrongCodeMessage } from "#shared/parcels/handover";
import { READY_FOR_PICKUP_TEXT, READY_FOR_PICKUP_TITLE } from "#shared/tracking/ready-for-pickup";
import type { ParcelDetailResponse } from "#shared/tracking/tracking-schemas";
import {
  DESKTOP_ONLY_NOTE,
  newPersonContext,
  shotBothSizes,
  signUpConfirmed,
  uniqueEmail,
} from "./accounts-helpers";
import { openAdminParcel, signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./public-helpers";
import { E2E_CLIENT_PHONE, E2E_RECIPIENT, fillContents, fillRecipient } from "./request-helpers";
import { budget } from "./slowdown";

// A parcel for someone in Togo (docs/product/recipients.md): a new client names the recipient in Lomé and
// gives their own phone when asked; the client reads the 6-digit collection code; the carrier moves the
// parcel to 'En livraison', the public page says where to collect it (never the code nor the name), the
// carrier tells the recipient on WhatsApp, then hands the parcel over on the code the recipient gives,
// after one wrong code. Admin journeys run once (desktop); the pictures are taken at both sizes.

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);
// The wrong code is refused with a 409, which the handover form explains.
test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

test("a recipient in Lomé: named in the wizard, told where to collect, handed the parcel on the code the client passed on", async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(180_000));
  const tag = Date.now() % 100_000;

  // 1. A new client, with no phone on the account, asks for a parcel FR → TG on a published date.
  const clientCtx = await newPersonContext(browser);
  const client = await clientCtx.newPage();
  await signUpConfirmed(client, uniqueEmail("destinataire"));
  await client.goto("/request");
  const main = client.getByRole("main");
  await expect(main.getByRole("heading", { name: "Étape 1 sur 3 : Détails" })).toBeVisible();
  await main.getByLabel("Description du colis").fill(`Pagnes et savon noir ${tag}`);
  const dateSelect = main.getByLabel("Date souhaitée (obligatoire)");
  // The demo data publishes FR → TG dates: the first one offered.
  await expect(dateSelect.locator("option").nth(1)).toBeAttached();
  await dateSelect.selectOption({ index: 1 });
  await main.getByLabel("Poids estimé (kg)").fill("1,5");
  const recipient = main.getByRole("group", { name: "Destinataire" });
  // Lomé is offered first: most parcels to Togo are collected in the capital.
  await expect(recipient.getByLabel("Ville", { exact: true })).toHaveValue("Lomé");
  await expect(main.getByLabel("Votre téléphone", { exact: true })).toBeVisible();
  await fillRecipient(client);
  await fillContents(client);
  await expect(main.getByLabel("Votre téléphone", { exact: true })).toHaveValue(E2E_CLIENT_PHONE);
  await shotBothSizes(client, "recipient-1-wizard", { focus: recipient });

  await main.getByRole("button", { name: "Continuer" }).click();
  await expect(main.getByRole("heading", { name: "Étape 2 sur 3 : Révision" })).toBeVisible();
  const summary = main.locator("dl");
  await expect(summary).toContainText(E2E_RECIPIENT.name);
  await expect(summary).toContainText("+228 90 12 34 56");
  await expect(summary).toContainText(E2E_RECIPIENT.landmark);
  await expect(summary).toContainText("+33 6 12 34 56 78");
  await main.getByRole("button", { name: "Continuer" }).click();
  await expect(main.getByRole("heading", { name: "Étape 3 sur 3 : Confirmation" })).toBeVisible();
  await main.getByRole("button", { name: "Confirmer et Voir les Modalités de Paiement" }).click();
  await expect(client).toHaveURL(/\/paiement\/pkg-[0-9A-Z]{26}$/);
  const id = client.url().split("/").pop() as string;
  // The payment page already gives the code to pass on.
  await expect(main.getByRole("region", { name: "Code de retrait" }).getByText(/^\d{6}$/)).toBeVisible();
  const detail = await client.request.get(`/api/parcels/${id}`);
  expect(detail.ok()).toBe(true);
  const { trackingCode } = ((await detail.json()) as ParcelDetailResponse).parcel;

  // 2. The client's parcel page: the code, and who collects it.
  await client.goto(`/tracking?colis=${id}`);
  const clientDetail = client.getByRole("region", { name: "Détails du colis" });
  const codeBox = clientDetail.getByRole("region", { name: "Code de retrait" });
  await expect(codeBox.getByText("À communiquer au destinataire")).toBeVisible();
  const shownCode = codeBox.getByText(/^\d{6}$/);
  await expect(shownCode).toBeVisible();
  // As the client dictates it to the recipient, who gives it to the carrier.
  const code = (await shownCode.textContent()) ?? "";
  await expect(clientDetail.getByRole("link", { name: "+228 90 12 34 56" })).toBeVisible();
  await shotBothSizes(client, "recipient-2-client-code", { focus: codeBox });

  // 3. The carrier marks it paid, weighs it at reception, then moves it on to 'En livraison'.
  await signInAsAdmin(page);
  const dialog = await openAdminParcel(page, id);
  await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
  await page
    .getByRole("dialog", { name: "Valider le paiement" })
    .getByRole("button", { name: "Confirmer le paiement" })
    .click();
  await expect(dialog.getByText("Paiement validé : demande acceptée.")).toBeVisible();
  for (const step of ["Reçu", "En transit", "En livraison"]) {
    await expect(dialog.getByRole("radio", { name: step })).toBeChecked();
    if (step === "Reçu") await dialog.getByLabel("Poids mesuré (kg, obligatoire)").fill("1,5");
    if (step === "En livraison") await dialog.getByLabel("Lieu (facultatif)").fill("Lomé");
    await dialog.getByRole("button", { name: "Mettre à jour le statut" }).click();
    await expect(dialog.getByText(`Statut mis à jour : ${step}.`)).toBeVisible();
  }

  // 4. The public page, as the recipient opens it: where and when to collect, nothing personal.
  const publicCtx = await newPersonContext(browser);
  const visitor = await publicCtx.newPage();
  await visitor.goto(`/suivi/${encodeURIComponent(trackingCode)}`);
  await waitForHydration(visitor);
  const ready = visitor.getByRole("region", { name: READY_FOR_PICKUP_TITLE });
  await expect(ready).toBeVisible();
  await expect(ready).toContainText("Boulevard de l'Exemple");
  await expect(ready).toContainText("Lomé");
  await expect(ready).toContainText("Lun-Sam 9 h – 18 h");
  await expect(ready).toContainText(READY_FOR_PICKUP_TEXT);
  const body = visitor.locator("body");
  await expect(body).not.toContainText(code);
  await expect(body).not.toContainText(E2E_RECIPIENT.name);
  await shotBothSizes(visitor, "recipient-3-public-ready", { focus: ready });
  await publicCtx.close();

  // 5. The carrier tells the recipient on WhatsApp: the message says to bring the code.
  await expect(dialog.getByRole("radio", { name: "Livré" })).toBeChecked();
  const whatsapp = dialog.getByRole("link", {
    name: /^Prévenir par WhatsApp — Destinataire : Afi Mensah \(\+228 90 12 34 56\)$/,
  });
  await expect(whatsapp).toBeVisible();
  const href = (await whatsapp.getAttribute("href")) ?? "";
  expect(href.startsWith("https://wa.me/22890123456")).toBe(true);
  const message = new URL(href).searchParams.get("text") ?? "";
  expect(message).toContain("Munissez-vous du code à 6 chiffres");
  expect(message).not.toContain(code);

  // 6. A wrong code first (one of five allowed), then the one the client passed on.
  const codeField = dialog.getByRole("textbox", { name: "Code de retrait donné par le destinataire" });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await codeField.fill(wrong);
  await dialog.getByRole("button", { name: "Confirmer la remise" }).click();
  expect(wrongCodeMessage(4)).toBe("Code de retrait incorrect. Il reste 4 essais.");
  await expect(dialog.getByText(wrongCodeMessage(4), { exact: true })).toBeVisible();
  await expect(dialog.getByText("4 essais restants", { exact: true })).toBeVisible();
  await shotBothSizes(page, "recipient-4-admin-handover", {
    focus: dialog.getByRole("group", { name: "Remise au destinataire" }),
  });
  await codeField.fill(code);
  await dialog.getByRole("button", { name: "Confirmer la remise" }).click();
  await expect(dialog.getByText("Colis livré : code de retrait vérifié.")).toBeVisible();

  // 7. The client sees it delivered, collected by the recipient on the code; the code is gone.
  await client.goto(`/history?colis=${id}`);
  await expect(clientDetail.getByText("Livré", { exact: true }).first()).toBeVisible();
  const delivery = clientDetail.getByRole("region", { name: "Résumé de la livraison" });
  const collected = collectedByText({ method: "code", collectedByName: E2E_RECIPIENT.name });
  expect(collected).toBe("Retiré par Afi Mensah (code de retrait vérifié)");
  await expect(delivery).toContainText(collected);
  await expect(clientDetail.getByRole("region", { name: "Code de retrait" })).toHaveCount(0);
  await shotBothSizes(client, "recipient-5-client-delivered", { focus: delivery });
  await clientCtx.close();
});
