import { APP_URL, expectNoAxeViolations } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import {
  chooseCountry,
  fillContents,
  fillRecipient,
  openWizardSignedIn,
  phonePhoto,
  smallPhoto,
  stepScreenshot,
} from "./request-helpers";
import { budget } from "./slowdown";

const STEP = (n: number, title: string) => ({ name: `Étape ${n} sur 3 : ${title}` });
const SPACE = "[\\s\\u202f\\u00a0]";

test.describe("parcel request wizard", () => {
  test("FR→TG with two photos, through review and confirmation, to the payment page", async ({
    page,
  }, testInfo) => {
    test.setTimeout(budget(120_000));
    const calls: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (response.request().method() === "POST" && url.pathname.startsWith("/api/parcels")) {
        calls.push(`${url.pathname.replace(/pkg-[0-9A-Z]+/, "ID")} ${response.status()}`);
      }
    });
    const client = await openWizardSignedIn(page);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Votre e-mail")).toHaveValue(client.email);
    await expect(main.getByLabel("Votre e-mail")).toHaveJSProperty("readOnly", true);

    await main.getByLabel("Description du colis").fill("Vêtements d'enfants et deux paires de chaussures");
    // Default route France → Togo: the select lists the demo dates (at least three, after the
    // placeholder; other journeys may have published more).
    const dateSelect = main.getByLabel("Date souhaitée (obligatoire)");
    await expect(dateSelect.locator("option").nth(3)).toBeAttached();
    await dateSelect.selectOption({ index: 1 });
    const chosenDate = await dateSelect.inputValue();
    expect(chosenDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Changing a country clears the date (docs/product/request.md#dates-offered); typing finds a country (accents ignored).
    await chooseCountry(page, "Pays d'arrivée", "senegal", /Sénégal/);
    await expect(main.getByLabel("Oui, tenez-moi informé")).toBeVisible();
    await chooseCountry(page, "Pays d'arrivée", "tog", /Togo/);
    await expect(dateSelect).toHaveValue("");
    await dateSelect.selectOption(chosenDate);

    const weight = main.getByLabel("Poids estimé (kg)");
    await expect(weight).toHaveAttribute("step", "0.1");
    await weight.fill("2.35");
    await expect(main.getByText(new RegExp(`28,20${SPACE}€`)).first()).toBeVisible();
    await expect(main.getByText(new RegExp(`18${SPACE}471${SPACE}FCFA`)).first()).toBeVisible();

    // Three photos; one removed; two more picked: the first fills the room, the other is left out
    // and the picker says why; one removed again: two remain, previewed.
    const picker = main.getByLabel("Ajouter des photos");
    await picker.setInputFiles([
      await phonePhoto("colis-1.jpg", 1),
      await smallPhoto("colis-2.jpg"),
      await smallPhoto("colis-3.jpg"),
    ]);
    await expect(main.getByRole("img", { name: /^Aperçu n°/ })).toHaveCount(3);
    await expect(picker).toBeDisabled();
    await main.getByRole("button", { name: "Retirer la photo 3" }).click();
    await picker.setInputFiles([await smallPhoto("colis-4.jpg"), await smallPhoto("colis-5.jpg")]);
    await expect(main.getByText(/^Maximum 3 photos autorisées\u00a0: les photos en trop/)).toBeVisible();
    await expect(main.getByRole("img", { name: /^Aperçu n°/ })).toHaveCount(3);
    await main.getByRole("button", { name: "Retirer la photo 3" }).click();
    await expect(main.getByRole("img", { name: /^Aperçu n°/ })).toHaveCount(2);
    await fillRecipient(page);
    await fillContents(page);
    await stepScreenshot(page, "1-details", testInfo);
    await expectNoAxeViolations(page, "étape 1");

    await main.getByRole("button", { name: "Continuer" }).click();
    await expect(main.getByRole("heading", STEP(2, "Révision"))).toBeVisible();
    await expect(page).toHaveURL(/\/request\?etape=2$/);
    const summary = main.locator("dl");
    await expect(summary).toContainText("France → ");
    await expect(summary).toContainText("Togo");
    await expect(summary).toContainText("2,35 kg");
    await expect(summary).toContainText("Non spécifiées");
    await expect(summary).toContainText("2 photos");
    await expect(summary).toContainText("Vêtements d'enfants");
    await expect(main.getByText(/Tarif\u00a0: 12€\/kg/)).toBeVisible();
    await stepScreenshot(page, "2-review", testInfo);
    await expectNoAxeViolations(page, "étape 2");

    // The browser's back button moves between steps, and forward again.
    await page.goBack();
    await expect(main.getByRole("heading", STEP(1, "Détails"))).toBeVisible();
    await expect(main.getByRole("img", { name: /^Aperçu n°/ })).toHaveCount(2);
    await page.goForward();
    await expect(main.getByRole("heading", STEP(2, "Révision"))).toBeVisible();

    await main.getByRole("button", { name: "Continuer" }).click();
    await expect(main.getByRole("heading", STEP(3, "Confirmation"))).toBeVisible();
    await expect(main.getByText(/vous vous engagez à payer/)).toBeVisible();
    await stepScreenshot(page, "3-confirmation", testInfo);
    await expectNoAxeViolations(page, "étape 3");

    // A double click creates one parcel.
    await main.getByRole("button", { name: "Confirmer et Voir les Modalités de Paiement" }).dblclick();
    await expect(page).toHaveURL(/\/paiement\/pkg-[0-9A-Z]{26}$/, { timeout: budget(30_000) });
    const parcelId = page.url().split("/").pop() as string;
    expect(calls).toEqual(["/api/parcels 201", "/api/parcels/ID/photos 201", "/api/parcels/ID/photos 201"]);

    // Step 4, the payment page: everything from the settings.
    await expect(main.getByRole("heading", { level: 1, name: "Modalités de Paiement" })).toBeVisible();
    await expect(main.getByText("Votre demande est enregistrée.")).toBeVisible();
    const mobileMoney = main.getByRole("region", { name: "Mobile Money" });
    await expect(mobileMoney).toContainText("TMoney / Mixx by Yas");
    await expect(mobileMoney).toContainText("+228 90 00 00 00");
    await expect(mobileMoney).toContainText(new RegExp(`18${SPACE}471${SPACE}FCFA`));
    const bank = main.getByRole("region", { name: "Virement bancaire" });
    await expect(bank).toContainText("TG00 0000 0000 0000 0000 0000 000");
    await expect(bank).toContainText("EXAMPLETGXXX");
    await expect(bank).toContainText(new RegExp(`28,20${SPACE}€`));
    // The payment reference is the parcel's short one (decision 100), as the API gives it.
    const { parcel } = (await (await page.request.get(`/api/parcels/${parcelId}`)).json()) as {
      parcel: { reference: string };
    };
    await expect(main.getByRole("region", { name: "Référence de paiement" })).toContainText(parcel.reference);
    // Where and before when to drop it off: the demo departure's (docs/product/departures.md#drop-off-for-the-client).
    const dropoff = main.getByRole("region", { name: "Dépôt du colis" });
    await expect(dropoff).toContainText("Entrepôt Colibri, Paris");
    // Its street and opening hours, from the settings (decision 101).
    await expect(dropoff).toContainText("1 rue de l'Exemple");
    await expect(dropoff).toContainText("Horaires d'ouverture");
    await expect(dropoff).toContainText(/Date limite de dépôt\s*\p{L}+ \d{1,2}(er)? \p{L}+, 18\sh\s30/u);
    // The booking e-mail is queued with the request: how to pay, and the link back to this page.
    const mailbox = await (await page.request.get("/dev/mailbox")).text();
    expect(mailbox).toContain(`/paiement/${parcelId}`);
    const whatsapp = main.getByRole("link", { name: /Par WhatsApp/ });
    await expect(whatsapp).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/22890000001\\?text=.*${parcelId}`),
    );
    await expect(main.getByRole("link", { name: "Par e-mail" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:support@colibri\\.example\\?subject=.*${parcelId}`),
    );
    await expect(main.getByText("Des frais de douane peuvent s'appliquer à l'arrivée.")).toBeVisible();

    // The proof uploaded right here (docs/product/parcels.md#payment-proof).
    await main.getByLabel(/Capture d'écran ou reçu/).setInputFiles({
      name: "recu.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(
        "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
      ),
    });
    await main.getByLabel("Référence de la transaction (optionnel)").fill("TM-778899");
    await main.getByRole("button", { name: "Envoyer la preuve" }).click();
    await expect(main.getByText(/Preuve reçue le .*\(transaction TM-778899\)/)).toBeVisible();
    await stepScreenshot(page, "4-payment", testInfo);
    await expectNoAxeViolations(page, "page de paiement");

    await expect(main.getByRole("link", { name: "Voir mes colis" })).toHaveAttribute("href", "/tracking");
    await main.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(`${APP_URL}/`);
  });

  test("'Continuer' with fields missing lists them in one message", async ({ page }, testInfo) => {
    await openWizardSignedIn(page);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Date souhaitée (obligatoire)").locator("option").nth(3)).toBeAttached();
    await main.getByLabel("Description du colis").fill("   ");
    await main.getByRole("button", { name: "Continuer" }).click();
    await expect(main.getByRole("alert").filter({ hasText: "Veuillez remplir" })).toHaveText(
      "Veuillez remplir les champs obligatoires : Description du colis, Poids estimé, Date souhaitée (obligatoire)",
    );
    await expect(main.getByRole("heading", STEP(1, "Détails"))).toBeVisible();
    await expect(main.getByLabel("Description du colis")).toHaveAttribute("aria-invalid", "true");
    await stepScreenshot(page, "1-missing-fields", testInfo);
  });

  test("a route with no date: the notification option, the banner, then home", async ({ page }, testInfo) => {
    // The page's clock is the test's: the banner's 4 s and the 2 s before home are moved, not waited.
    await page.clock.install();
    await openWizardSignedIn(page);
    const main = page.getByRole("main");
    await main.getByLabel("Description du colis").fill("Pièces détachées pour moto");
    await chooseCountry(page, "Pays d'arrivée", "Sén", /Sénégal/);
    await expect(main.getByLabel("Date souhaitée (obligatoire)")).toHaveCount(0);
    await main.getByLabel("Poids estimé (kg)").fill("4");
    await fillContents(page);
    await main.getByRole("button", { name: "Continuer" }).click();
    await expect(main.getByText(/cochez «\u00a0Oui, tenez-moi informé\u00a0»/)).toBeVisible();
    await main.getByLabel("Oui, tenez-moi informé").check();
    await stepScreenshot(page, "1-notification-option", testInfo);
    await main.getByRole("button", { name: "Continuer" }).click();
    const banner = main.getByRole("status").filter({ hasText: "Demande enregistrée !" });
    await expect(banner).toBeVisible();
    await stepScreenshot(page, "1-notification-banner", testInfo);
    // The banner shows 4 s, home 2 s later (docs/product/README.md#timings).
    await page.clock.runFor(4000);
    await expect(banner).toBeHidden();
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(`${APP_URL}/`);
  });

  test.describe("when the server cannot save the alert", () => {
    // The failure is simulated below: Chromium logs the 503 of that request.
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test("the error message shows and the wizard stays", async ({ page }) => {
      await openWizardSignedIn(page);
      await page.route("**/api/parcels/notification-requests", (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ code: "UNAVAILABLE", message: "Service momentanément indisponible." }),
        }),
      );
      const main = page.getByRole("main");
      await main.getByLabel("Description du colis").fill("Pièces détachées pour moto");
      await chooseCountry(page, "Pays d'arrivée", "Sén", /Sénégal/);
      await main.getByLabel("Poids estimé (kg)").fill("4");
      await fillContents(page);
      await main.getByLabel("Oui, tenez-moi informé").check();
      await main.getByRole("button", { name: "Continuer" }).click();
      await expect(main.getByText("Erreur lors de l'enregistrement de la notification")).toBeVisible();
      await expect(page).toHaveURL(/\/request/);
      await expect(main.getByLabel("Description du colis")).toHaveValue("Pièces détachées pour moto");
    });
  });

  test("a reload on step 2 keeps the request", async ({ page }) => {
    await openWizardSignedIn(page);
    const main = page.getByRole("main");
    await main.getByLabel("Description du colis").fill("Livres scolaires");
    await main.getByLabel("Date souhaitée (obligatoire)").selectOption({ index: 2 });
    await main.getByLabel("Poids estimé (kg)").fill("0.1");
    await main.getByLabel("Longueur").fill("30");
    await fillRecipient(page);
    await fillContents(page);
    await main.getByRole("button", { name: "Continuer" }).click();
    await expect(main.getByRole("heading", STEP(2, "Révision"))).toBeVisible();
    await page.reload();
    await expect(main.getByRole("heading", STEP(2, "Révision"))).toBeVisible();
    const summary = main.locator("dl");
    await expect(summary).toContainText("Livres scolaires");
    await expect(summary).toContainText("0,1 kg");
    await expect(summary).toContainText("30 × – × – cm");
    await expect(main.getByText(new RegExp(`1,20${SPACE}€`))).toBeVisible();
    await expect(main.getByText(new RegExp(`786${SPACE}FCFA`))).toBeVisible();
    await expect(main.getByText(/Les photos ne sont pas conservées/)).toBeVisible();
    // Back to step 1: the form holds what was typed.
    await page.goBack();
    await expect(main.getByLabel("Description du colis")).toHaveValue("Livres scolaires");
  });
});
