import {
  BALANCE_PROOF_RECEIVED_BADGE,
  balanceDueText,
  PROOF_RECEIVED_BADGE,
  TO_VERIFY_FILTER_LABEL,
} from "#shared/admin/admin-parcels";
import { paymentValidatedSubject } from "#shared/parcels/parcel-messages";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  PASSWORD,
  signUpConfirmed,
  uniqueEmail,
} from "./accounts-helpers";
import {
  adminStatistics,
  createClientParcel,
  createParcelWithBalanceProof,
  createParcelWithProof,
  parcelEntry,
  signInAsAdmin,
  statisticsCard,
} from "./admin-helpers";
import { expect, sizeOf, test } from "./fixtures";
import { newClient } from "./own-data";
import { budget } from "./slowdown";

/**
 * What needs checking (docs/product/administration.md#to-verify) and the confirmed payment
 * (#confirmations): a client sends a proof, the carrier's dashboard opens on it, and the payment is
 * validated only through a confirmation that says the amount, the proof and the e-mail. Runs at both
 * sizes: the list is a table on a desktop and cards on a phone. It reads the count of parcels to check,
 * which any journey sending a proof changes: this test alone (tagged @alone) runs after every other
 * journey, one size after the other (playwright.config.ts); the file's other tests read no shared
 * count and run with the rest.
 */
test(
  "the dashboard opens on the parcels to check, and the payment is validated through a confirmation that says what will happen",
  { tag: "@alone" },
  async ({ page, browser }, testInfo) => {
    const project = sizeOf(testInfo);
    const client = await newClient("a-verifier");
    const parcel = await createParcelWithProof(browser, {
      client,
      // Unique per project and run, so the e-mail subject found below is this parcel's.
      description: `Tissus wax ${project} ${Date.now() % 100_000} (vérif.)`,
      weightKg: 2.5,
      reference: `TM-${project}`,
    });

    await signInAsAdmin(page);
    const { toVerify } = await adminStatistics(page);
    expect(toVerify).toBeGreaterThanOrEqual(1);
    const filter = page.getByLabel("Filtrer par statut");
    await expect(filter).toHaveValue("to_verify");
    await expect(filter.locator("option:checked")).toHaveText(TO_VERIFY_FILTER_LABEL);
    const card = statisticsCard(page, "À vérifier");
    await expect(card).toContainText(String(toVerify));
    // The five specified cards are still there.
    for (const label of ["Total colis", "En attente", "En attente de date", "Revenus", "Clients actifs"])
      await expect(statisticsCard(page, label)).toBeVisible();

    const entry = parcelEntry(page, parcel.id);
    await expect(entry.getByText(parcel.name, { exact: true })).toBeVisible();
    await expect(entry.getByText(parcel.id, { exact: true })).toBeVisible();
    await expect(entry.getByText("Preuve reçue", { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page, `liste à vérifier (${project})`);
    await page.screenshot({ path: `screenshots/admin-verify-list-${project}.png`, fullPage: true });

    await page.getByRole("button", { name: `Voir le colis ${parcel.id}` }).click();
    const dialog = page.getByRole("dialog", { name: "Détails du colis" });
    await expect(dialog.getByText(parcel.name, { exact: true })).toBeVisible();
    await expect(dialog.getByText("Preuve reçue", { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Référence de transaction : TM-${project}`)).toBeVisible();
    await page.screenshot({ path: `screenshots/admin-verify-dialog-${project}.png` });

    // The confirmation is a dialog of its own: Escape closes it alone, and nothing was done.
    await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
    const confirm = page.getByRole("dialog", { name: "Valider le paiement" });
    await expect(confirm).toBeVisible();
    await expect
      .poll(() => confirm.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Marquer comme payé" })).toBeFocused();

    await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
    await expect(confirm).toBeVisible();
    // 2,5 kg at the demo tariff: 30 € and 19 650 FCFA, with no-break spaces as the page writes them.
    await expect(confirm).toContainText("30,00\u00a0€ (19\u202f650\u00a0FCFA)");
    await expect(confirm.getByText(parcel.name, { exact: true })).toBeVisible();
    await expect(confirm.getByText(parcel.id, { exact: true })).toBeVisible();
    await expect(
      confirm.getByText(/^Preuve reçue le \d{1,2} \p{L}+ \d{4} à \d{1,2}\sh(\s\d{2})?/u),
    ).toBeVisible();
    await expect(confirm.getByRole("link", { name: "Voir la preuve" })).toBeVisible();
    await expect(confirm.getByText("En attente → Accepté")).toBeVisible();
    await expect(confirm.getByText(`«\u00a0${paymentValidatedSubject(parcel.name)}\u00a0»`)).toBeVisible();
    await page.screenshot({ path: `screenshots/admin-verify-confirm-${project}.png` });
    if (project === "desktop") await expectNoAxeViolations(page, "confirmation du paiement");

    await confirm.getByRole("button", { name: "Confirmer le paiement" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(dialog.getByText("Paiement validé : demande acceptée.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Marquer comme payé" })).toHaveCount(0);
    await expect(dialog.getByText(/^Payé le/)).toBeVisible();
    await expect(dialog.getByText("Paiement reçu et vérifié — Demande acceptée")).toBeVisible();
    // The summary's status is now 'Accepté', and the proof needs no more checking.
    const summary = dialog.locator("dl").first();
    await expect(summary.getByText("Accepté", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Preuve reçue", { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `screenshots/admin-verify-paid-${project}.png` });

    // Back on the list: the card counts one parcel fewer and the parcel has left 'À vérifier'.
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(card).toContainText(String(toVerify - 1));
    await expect(page.getByRole("button", { name: `Voir le colis ${parcel.id}` })).toHaveCount(0);

    // The client got the e-mail the confirmation announced.
    await page.goto("/dev/mailbox");
    const mail = page
      .locator("article")
      .filter({ hasText: client.email })
      .filter({ hasText: paymentValidatedSubject(parcel.name) });
    await expect(mail).toHaveCount(1);
  },
);

test("a balance proof waits in 'À vérifier' named as the balance's, with its amount beside the price, and leaves once the balance is validated", async ({
  page,
  browser,
}, testInfo) => {
  // A client's request and proof, the carrier's payment and weigh-in, the client's second proof.
  test.setTimeout(budget(60_000));
  const project = sizeOf(testInfo);
  await signInAsAdmin(page);
  // 4,5 kg paid 54 €, weighed 6,2 kg (74,40 €): 20,40 € and 13 362 FCFA to check.
  const parcel = await createParcelWithBalanceProof(browser, page, {
    client: await newClient("complement"),
    description: `Pagnes et chaussures ${project} ${Date.now() % 100_000} (complément)`,
    weightKg: 4.5,
    measuredKg: 6.2,
    reference: `TM-COMPL-${project}`,
  });
  await page.goto("/admin-dashboard");
  await expect(page.getByLabel("Filtrer par statut")).toHaveValue("to_verify");
  const entry = parcelEntry(page, parcel.id);
  await expect(entry.getByText(BALANCE_PROOF_RECEIVED_BADGE, { exact: true })).toBeVisible();
  await expect(entry.getByText(PROOF_RECEIVED_BADGE, { exact: true })).toHaveCount(0);
  await expect(entry).toContainText("54,00\u00a0€");
  const balance = balanceDueText({ cents: 2040, fcfa: 13362 });
  expect(balance).toBe("Complément\u00a0: 20,40\u00a0€ / 13\u202f362\u00a0FCFA");
  await expect(entry.getByText(balance, { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page, `complément à vérifier (${project})`);
  await entry.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `screenshots/admin-verify-balance-${project}.png` });

  await page.getByRole("button", { name: `Voir le colis ${parcel.id}` }).click();
  const dialog = page.getByRole("dialog", { name: "Détails du colis" });
  await expect(dialog.locator("dl").first().getByText(BALANCE_PROOF_RECEIVED_BADGE)).toBeVisible();
  const weighed = dialog.getByRole("region", { name: "Pesée" });
  await weighed.getByRole("button", { name: "Valider le complément" }).click();
  await weighed.getByRole("button", { name: "Confirmer le complément reçu" }).click();
  await expect(dialog.getByText("Complément validé.")).toBeVisible();
  await expect(dialog.getByText(BALANCE_PROOF_RECEIVED_BADGE)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(page.getByRole("button", { name: `Voir le colis ${parcel.id}` })).toHaveCount(0);
});

test("a client who turned parcel e-mails off: the confirmation says no e-mail will go", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(sizeOf(testInfo) !== "desktop", "one run is enough: the dialog is the same at both sizes");
  // Three actors signed in one after the other (a new client, the client's API calls, the carrier):
  // ~30 s of work on a busy two-core machine, beyond the default budget (as in admin-parcels.spec.ts).
  test.setTimeout(budget(60_000));
  // A client of its own, so the demo client's e-mails stay on for every other journey.
  const email = uniqueEmail("sans-email");
  const clientContext = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    const client = await clientContext.newPage();
    await signUpConfirmed(client, email);
    // The client turns parcel e-mails off from the profile.
    await client.goto("/profile");
    const toggle = client.getByRole("switch", { name: "Recevoir les notifications par e-mail" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    // Saved on the server: a reload reads it back.
    await client.reload();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
  } finally {
    await clientContext.close();
  }
  const parcel = await createParcelWithProof(browser, {
    description: `Bijoux (sans e-mail ${Date.now() % 100_000})`,
    weightKg: 1,
    reference: "TM-SANS-EMAIL",
    client: { email, password: PASSWORD },
  });

  await signInAsAdmin(page);
  await page.getByLabel("Filtrer par statut").selectOption("to_verify");
  await page.getByRole("button", { name: `Voir le colis ${parcel.id}` }).click();
  const dialog = page.getByRole("dialog", { name: "Détails du colis" });
  await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
  const confirm = page.getByRole("dialog", { name: "Valider le paiement" });
  await expect(
    confirm.getByText("Le client a désactivé les e-mails : aucun e-mail ne partira."),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Marquer comme payé" })).toBeVisible();

  // Validated all the same (it leaves nothing to check behind it): no e-mail went out.
  await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
  await confirm.getByRole("button", { name: "Confirmer le paiement" }).click();
  await expect(dialog.getByText("Paiement validé : demande acceptée.")).toBeVisible();
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: paymentValidatedSubject(parcel.name) })).toHaveCount(0);
});

test("a request the client cancelled is badged, and paying it says that it re-opens a refused request", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(sizeOf(testInfo) !== "desktop", "one run is enough: the dialog is the same at both sizes");
  const parcel = await createClientParcel(browser, {
    client: await newClient("annulee"),
    description: `Chaussures (annulée ${Date.now() % 100_000})`,
    weightKg: 1,
    cancel: true,
  });
  await signInAsAdmin(page);
  await page.getByLabel("Filtrer par statut").selectOption("rejected");
  await page.getByPlaceholder("Rechercher par e-mail, pays, ID...").fill(parcel.id.replace("pkg-", ""));
  const entry = parcelEntry(page, parcel.id);
  await expect(entry.getByText("Annulée par le client", { exact: true })).toBeVisible();
  await expect(entry.getByText("Refusé", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Voir le colis ${parcel.id}` }).click();
  const dialog = page.getByRole("dialog", { name: "Détails du colis" });
  await expect(dialog.getByText("Annulée par le client", { exact: true })).toBeVisible();
  // The history says who did what: the request and its cancellation were the client's.
  await expect(dialog.getByText("(par le client)", { exact: true })).toHaveCount(2);
  await dialog.getByRole("button", { name: "Marquer comme payé" }).click();
  const confirm = page.getByRole("dialog", { name: "Valider le paiement" });
  await expect(
    confirm.getByText(
      "Cette demande a été refusée : la marquer comme payée la rouvre et la passe au statut «\u00a0Accepté\u00a0».",
    ),
  ).toBeVisible();
  await expect(confirm.getByText("Le client avait lui-même annulé cette demande.")).toBeVisible();
  await expect(confirm.getByText("Refusé → Accepté")).toBeVisible();
  await expect(confirm.getByText("Aucune preuve de paiement reçue")).toBeVisible();
  await page.screenshot({ path: "screenshots/admin-verify-reopen-desktop.png" });
  // Nothing is done until the confirmation is accepted.
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByText("Annulée par le client", { exact: true })).toBeVisible();
});

test("the carrier reaches the profile from the dashboard and turns the administrator alerts off and on", async ({
  page,
}, testInfo) => {
  test.skip(sizeOf(testInfo) !== "desktop", "one switch, checked once");
  await signInAsAdmin(page);
  await adminStatistics(page);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Mon Profil" })
    .click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  const alerts = main.getByRole("switch", { name: "Recevoir les alertes administrateur par e-mail" });
  await expect(alerts).toBeEnabled();
  await expect(alerts).toHaveAttribute("aria-checked", "true");
  await page.screenshot({ path: "screenshots/admin-profile-alerts-desktop.png", fullPage: true });
  await alerts.click();
  await expect(alerts).toHaveAttribute("aria-checked", "false");
  await expect(alerts).toBeEnabled();
  // Saved on the server: a reload reads it back. Then on again, as a new carrier has it.
  await page.reload();
  await expect(alerts).toHaveAttribute("aria-checked", "false");
  await expect(alerts).toBeEnabled();
  await alerts.click();
  await expect(alerts).toHaveAttribute("aria-checked", "true");
  await expect(alerts).toBeEnabled();
  await expectNoAxeViolations(page, "profil administrateur");
});
