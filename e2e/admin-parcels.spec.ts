import {
  APP_URL,
  DEMO_ADMIN,
  DESKTOP_ONLY_NOTE,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signIn,
} from "./accounts-helpers";
import { expect, test } from "./fixtures";

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);
// The journeys provoke refusals on purpose (409: date already there, parcel changed meanwhile), which
// the page explains; Chromium still logs the status of the request.
test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

/** The demo parcel of src/server/features/demo/demo-admin-parcels.ts: pending, unpaid, with a date. */
const PARCEL_ID = "pkg-DEMOADMIN000000000000001";
const CLIENT_EMAIL = "client@colibri.example";
const DEMO_CLIENT_PASSWORD = "Colibri-Client-2026";
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("the admin finds a client's parcel, validates the payment and moves it to delivered step by step, and the client sees each step", async ({
  page,
  browser,
}) => {
  await page.goto("/login");
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(`${APP_URL}/admin-dashboard`);
  const stats = page.getByRole("list", { name: "Statistiques" });
  for (const label of ["Total colis", "En attente", "En attente de date", "Revenus", "Clients actifs"])
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ résultat\(s\) sur \d+/)).toBeVisible();
  await page.screenshot({ path: "screenshots/admin-dashboard-desktop.png", fullPage: true });
  await expectNoAxeViolations(page, "tableau de bord");

  // Search on the server: by the client's e-mail, then by the parcel id.
  const search = page.getByPlaceholder("Rechercher par email, pays, ID...");
  await search.fill("personne-inconnue@nulle-part.example");
  await expect(page.getByText("Aucun colis trouvé")).toBeVisible();
  await search.fill(CLIENT_EMAIL);
  await expect(page.getByRole("button", { name: `Voir le colis ${PARCEL_ID}` })).toBeVisible();
  await search.fill("DEMOADMIN000000000000001");
  await expect(page.getByText("1 résultat(s) sur", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: `Voir le colis ${PARCEL_ID}` }).click();

  const dialog = page.getByRole("dialog", { name: "Détails du colis" });
  await expect(dialog.getByText(CLIENT_EMAIL)).toBeVisible();
  await expect(dialog.getByText("Demande créée - En attente de paiement")).toBeVisible();
  // Not paid yet: accepting is refused with the shared reason, delivered is not even offered.
  await expect(dialog.getByRole("button", { name: "Accepté", exact: true })).toBeDisabled();
  await page.screenshot({ path: "screenshots/admin-dialog-desktop.png" });
  await expectNoAxeViolations(page, "dialogue du colis");

  await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
  await expect(dialog.getByText("Paiement validé : demande acceptée.")).toBeVisible();
  await expect(dialog.getByText("Paiement reçu et vérifié - Demande acceptée")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Marquer comme payé" })).toHaveCount(0);

  const steps = [
    { button: "Reçu", note: "Colis déposé à l'entrepôt de Paris", location: "Paris" },
    { button: "En transit", note: "", location: "" },
    { button: "En livraison", note: "Livreur en route", location: "Lomé" },
    { button: "Livré", note: "", location: "" },
  ];
  for (const step of steps) {
    await dialog.getByLabel("Note (facultative)").fill(step.note);
    await dialog.getByLabel("Lieu (facultatif)").fill(step.location);
    await dialog.getByRole("button", { name: step.button, exact: true }).click();
    await expect(dialog.getByText(`Statut mis à jour : ${step.button}.`)).toBeVisible();
    await expect(dialog.getByText(step.note || `Statut mis à jour: ${step.button}`).first()).toBeVisible();
  }
  await expect(dialog.getByText("Payé le", { exact: false })).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: "screenshots/admin-dialog-phone.png" });
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expectNoHorizontalOverflow(page, "tableau de bord (téléphone)");
  await page.screenshot({ path: "screenshots/admin-dashboard-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The client received an e-mail at payment validation and at each step, with the public link.
  await page.goto("/dev/mailbox");
  const toClient = page.locator("article").filter({ hasText: CLIENT_EMAIL });
  await expect(toClient.filter({ hasText: `Paiement validé pour votre colis ${PARCEL_ID}` })).toHaveCount(1);
  for (const label of ["Reçu", "En transit", "En livraison", "Livré"])
    await expect(toClient.filter({ hasText: `Votre colis ${PARCEL_ID} : ${label} — Colibri` })).toHaveCount(
      1,
    );
  await expect(toClient.first().getByRole("link", { name: new RegExp(`${APP_URL}/suivi/`) })).toBeVisible();

  // The client sees every step in their tracking screen: delivered, so in the history tab.
  const clientContext = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  const clientPage = await clientContext.newPage();
  await clientPage.goto("/login");
  await signIn(clientPage, CLIENT_EMAIL, DEMO_CLIENT_PASSWORD);
  await clientPage.goto(`/history?colis=${PARCEL_ID}`);
  await expect(clientPage.getByRole("heading", { level: 2, name: "Détails du colis" })).toBeVisible();
  for (const note of [
    "Paiement reçu et vérifié - Demande acceptée",
    "Colis déposé à l'entrepôt de Paris",
    "Statut mis à jour: En transit",
    "Livreur en route",
    "Statut mis à jour: Livré",
  ])
    await expect(clientPage.getByText(note, { exact: true })).toBeVisible();
  await clientContext.close();
});

test("the admin sees the proof a client sent, with its reference, opens it, and validates the payment", async ({
  page,
  browser,
}) => {
  // The client: a parcel on the first FR→TG date and a PDF proof, through the calls the wizard and the
  // payment page make (the wizard's own journey is request-wizard.spec.ts).
  const clientContext = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  const clientPage = await clientContext.newPage();
  await clientPage.goto("/login");
  await signIn(clientPage, CLIENT_EMAIL, DEMO_CLIENT_PASSWORD);
  const api = clientPage.request;
  const { dates } = await (await api.get("/api/available-dates?from=FR&to=TG")).json();
  const created = await api.post("/api/parcels", {
    headers: { Origin: APP_URL, "Idempotency-Key": `e2e-proof-${Date.now()}` },
    data: {
      description: "Épices et café (preuve e2e)",
      fromCountry: "FR",
      toCountry: "TG",
      weightKg: 1.5,
      preferredDate: dates[0].date,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const proof = await api.post(`/api/parcels/${id}/payment-proof`, {
    headers: { Origin: APP_URL },
    multipart: {
      transactionReference: "TM-424242",
      proof: { name: "recu-e2e.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(proof.status()).toBe(201);
  await clientContext.close();

  await page.goto("/login");
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(`${APP_URL}/admin-dashboard`);
  await page.getByPlaceholder("Rechercher par email, pays, ID...").fill(id.replace("pkg-", ""));
  await page.getByRole("button", { name: `Voir le colis ${id}` }).click();
  const dialog = page.getByRole("dialog", { name: "Détails du colis" });
  await expect(dialog.getByText("Référence de transaction : TM-424242")).toBeVisible();
  const link = dialog.getByRole("link", { name: "Ouvrir la preuve (PDF) — recu-e2e.pdf" });
  const file = await page.request.get((await link.getAttribute("href")) ?? "");
  expect([file.status(), file.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await dialog.getByRole("heading", { name: "Preuve de paiement" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "screenshots/admin-dialog-proof-desktop.png" });

  await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
  await expect(dialog.getByText("Paiement validé : demande acceptée.")).toBeVisible();
  await expect(dialog.getByText("Payé le", { exact: false })).toBeVisible();
});

test("a second admin view acting on a stale parcel gets the 'modifié entre-temps' message and a fresh view", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(`${APP_URL}/admin-dashboard`);
  const other = await context.newPage();
  const open = async (tab: typeof page) => {
    await tab.goto("/admin-dashboard");
    await tab.getByPlaceholder("Rechercher par email, pays, ID...").fill("DEMOADMIN000000000000002");
    await tab.getByRole("button", { name: "Voir le colis pkg-DEMOADMIN000000000000002" }).click();
    return tab.getByRole("dialog", { name: "Détails du colis" });
  };
  const first = await open(page);
  const second = await open(other);
  await first.getByRole("button", { name: "En livraison", exact: true }).click();
  await expect(first.getByText("Statut mis à jour : En livraison.")).toBeVisible();
  await second.getByRole("button", { name: "En livraison", exact: true }).click();
  await expect(
    second.getByText("Ce colis a été modifié entre-temps. La page a été actualisée."),
  ).toBeVisible();
  // Refreshed: the next step offered is now "Livré".
  await expect(second.getByRole("button", { name: "Livré", exact: true })).toBeVisible();
  await other.close();
});

test("a client turns parcel e-mails off and on from the profile", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, CLIENT_EMAIL, "Colibri-Client-2026");
  await expect(page).toHaveURL(`${APP_URL}/`);
  await page.goto("/profile");
  const toggle = page.getByRole("switch", { name: "Recevoir les notifications par e-mail" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.scrollIntoViewIfNeeded();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: "screenshots/profile-notifications-phone.png" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
});
