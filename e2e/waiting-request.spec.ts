import type { Browser, Page, TestInfo } from "@playwright/test";
import { formatDateFr } from "#shared/calendar-dates";
import { frenchRegionName } from "#shared/country-names";
import { CANCEL_CONFIRM_QUESTION, CANCEL_CONFIRM_TEXT } from "#shared/parcels/client-actions";
import { bookingConfirmedSubject, waitingRequestSubject } from "#shared/parcels/parcel-messages";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";
import {
  type CreatedParcel,
  type OfferedDatesResponse,
  PROOF_REQUEST_CLOSED_MESSAGE,
} from "#shared/parcels/request-api";
import { APP_URL, expectNoAxeViolations, expectNoHorizontalOverflow, signIn } from "./accounts-helpers";
import { inDays } from "./departure-days";
import { expect, test } from "./fixtures";
import { carrier, newClient } from "./own-data";
import { chooseCountry, fillContents, openWizardSignedIn, recipientFields } from "./request-helpers";
import { seedParcels } from "./seed-parcels";
import { budget } from "./slowdown";
import { openTrackingAs } from "./tracking-helpers";

// A waiting request takes the date the carrier publishes, a pending request is cancelled, a paid
// parcel's payment page is its receipt (docs/product/parcels.md#waiting-request, #client-cancel,
// #payment-page). Desktop and phone run side by side in the same database: each run makes its own
// client and parcels and takes a route that has no date yet.

const SPACE = "[\\s\\u202f\\u00a0]";

/** Short and unique: the description (and so the human name) of this run's parcels. */
function stamp(): string {
  return Date.now().toString(36).slice(-6).toUpperCase();
}

async function shot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await expectNoHorizontalOverflow(page, name);
  // The header is sticky: scrolled, a full-page picture would draw it in the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/**
 * Destinations from Belgique, each with what a person types to find it. A route with a date offers no
 * "tenez-moi informé", and a published date stays: every run of the journey (the other project beside
 * it, a repeat, a second run on the same server) needs a route of its own.
 */
const DESTINATIONS = (
  [
    ["TG", "tog"],
    ["BJ", "bén"],
    ["GH", "ghan"],
    ["BF", "burk"],
    ["SN", "sénég"],
    ["ML", "mali"],
    ["CM", "camer"],
    ["GA", "gabo"],
    ["TD", "tcha"],
    ["RW", "rwan"],
    ["KE", "keny"],
    ["MG", "madag"],
    ["MA", "maro"],
    ["TN", "tunis"],
    ["ET", "éthio"],
    ["NG", "nigeria"],
  ] as const
).map(([code, typed]) => {
  const name = frenchRegionName(code);
  return { code, typed, name, option: new RegExp(`${name}$`) };
});

/**
 * The first destination without a date, from a start of this worker's own: two workers never pick the
 * same route at the same moment, and Belgique → Togo is the first on a fresh database.
 */
async function routeWithoutDates(page: Page, testInfo: TestInfo) {
  const start = (testInfo.parallelIndex * DESTINATIONS.length) / 2;
  for (let i = 0; i < DESTINATIONS.length; i++) {
    const destination = DESTINATIONS[(start + i) % DESTINATIONS.length];
    if (!destination) continue;
    const response = await page.request.get(`/api/available-dates?from=BE&to=${destination.code}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as OfferedDatesResponse;
    if (body.dates.length === 0) return destination;
  }
  throw new Error("every Belgian test route already has a date");
}

/** The carrier publishes a date in the dates tab, in a browser of their own. */
async function adminPublishesDate(browser: Browser, toCountry: string, date: string, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: APP_URL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: testInfo.project.use.viewport ?? undefined,
  });
  const admin = await context.newPage();
  await admin.goto("/login");
  const account = await carrier();
  await signIn(admin, account.email, account.password);
  await expect(admin).toHaveURL(`${APP_URL}/admin-dashboard`);
  await admin.getByRole("tab", { name: "Dates de disponibilité" }).click();
  await admin.getByRole("button", { name: "Ajouter une date" }).click();
  const dialog = admin.getByRole("dialog", { name: "Ajouter une date" });
  await dialog.getByLabel("Date", { exact: true }).fill(date);
  await dialog.getByLabel("Pays de départ").selectOption("BE");
  await dialog.getByLabel("Pays d'arrivée").selectOption(toCountry);
  await dialog.getByLabel("Description (facultative)").fill("Départ Bruxelles (e2e)");
  await dialog.getByRole("button", { name: "Ajouter la date" }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
}

/** POSTs as the signed-in page would send them (same cookies, the site's own Origin). */
async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, {
    data,
    headers: {
      Origin: APP_URL,
      "Idempotency-Key": `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CreatedParcel;
}

test("a waiting Belgique → Togo request takes the date the carrier publishes, then reaches its payment page", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(budget(120_000));
  await openWizardSignedIn(page);
  const destination = await routeWithoutDates(page, testInfo);
  const route = `Belgique → ${destination.name}`;
  const description = `Vêtements ${stamp()} pour la famille`;
  const main = page.getByRole("main");

  // The client asks for a route with no date yet and to be told when one is published.
  await main.getByLabel("Description du colis").fill(description);
  await chooseCountry(page, "Pays de départ", "belg", /Belgique/);
  await chooseCountry(page, "Pays d'arrivée", destination.typed, destination.option);
  await main.getByLabel("Poids estimé (kg)").fill("3");
  await fillContents(page);
  await main.getByLabel("Oui, tenez-moi informé").check();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/parcels/notification-requests") && response.request().method() === "POST",
  );
  await main.getByRole("button", { name: "Continuer" }).click();
  const waiting = (await (await created).json()) as CreatedParcel;
  await expect(main.getByRole("status").filter({ hasText: "Demande enregistrée !" })).toBeVisible();

  // A request sent without a weight (the API allows it): it will be asked for with the date.
  const withoutWeight = await post(page, "/api/parcels/notification-requests", {
    description: `Livres ${stamp()} sans poids`,
    fromCountry: "BE",
    toCountry: destination.code,
  });

  const date = inDays(10);
  const dateLabel = formatDateFr(date);
  await adminPublishesDate(browser, destination.code, date, testInfo);

  // The waiting request's booking e-mail went with it (docs/product/parcels.md#booking-email); the
  // date-available e-mail leads to the request itself.
  const name = parcelHumanName({ description, fromCountry: "BE", toCountry: destination.code });
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: waitingRequestSubject(name) })).toHaveCount(1);
  const mail = page
    .locator("article")
    .filter({ has: page.getByRole("heading", { name: `Une date est disponible pour ${route} — Colibri` }) })
    .filter({ has: page.locator(`a[href$="/tracking?colis=${waiting.id}"]`) });
  await mail.locator(`a[href$="/tracking?colis=${waiting.id}"]`).click();
  await expect(page).toHaveURL(`${APP_URL}/tracking?colis=${waiting.id}`);

  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const box = page.getByRole("region", { name: "En attente de date" });
  const offered = box.getByRole("radio", { name: new RegExp(`^${dateLabel}`) });
  await expect(offered).toBeVisible();
  await expect(box.getByText("Départ Bruxelles (e2e)")).toBeVisible();
  await expect(box.getByLabel("Poids estimé (kg)")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Annuler la demande" })).toBeVisible();
  await shot(page, "waiting-dates", testInfo);
  await expectNoAxeViolations(page, "demande en attente avec des dates");

  await offered.check();
  await box.getByRole("button", { name: "Choisir cette date" }).click();
  const payment = page.getByRole("region", { name: "Paiement en attente" });
  await expect(payment).toContainText(`Date de transport choisie : ${dateLabel}.`);
  await expect(payment).toContainText(new RegExp(`36,00${SPACE}€`));
  await expect(page.getByText(`Date de transport choisie : ${dateLabel}`, { exact: true })).toBeVisible();
  await expect(box).toHaveCount(0);
  await shot(page, "waiting-date-chosen", testInfo);

  await payment.getByRole("link", { name: "Payer et envoyer ma preuve" }).click();
  await expect(page).toHaveURL(`${APP_URL}/paiement/${waiting.id}`);
  await expect(main.getByRole("heading", { level: 1, name: "Modalités de Paiement" })).toBeVisible();
  await expect(main.getByText(name)).toBeVisible();
  await expect(main.getByRole("region", { name: "Virement bancaire" })).toContainText(
    new RegExp(`36,00${SPACE}€`),
  );
  await expect(main.getByRole("region", { name: "Mobile Money" })).toContainText(
    new RegExp(`23${SPACE}580${SPACE}FCFA`),
  );
  await expect(main.getByRole("region", { name: "Référence de paiement" })).toContainText(
    waiting.reference ?? "",
  );
  // With its date, the request got the booking e-mail of a dated request, once.
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: bookingConfirmedSubject(name) })).toHaveCount(1);

  // The request without a weight: the weight is asked for, typed the French way.
  await page.goto(`/tracking?colis=${withoutWeight.id}`);
  const secondBox = page.getByRole("region", { name: "En attente de date" });
  await expect(secondBox.getByRole("radio", { name: new RegExp(`^${dateLabel}`) })).toBeChecked();
  await secondBox.getByRole("button", { name: "Choisir cette date" }).click();
  const weight = secondBox.getByLabel("Poids estimé (kg)");
  await expect(weight).toHaveAttribute("aria-invalid", "true");
  await expect(secondBox.getByText("Indiquez le poids estimé du colis")).toBeVisible();
  await weight.fill("2,5");
  await expect(
    secondBox.getByText(new RegExp(`Prix${SPACE}: 30,00${SPACE}€ \\(19${SPACE}650${SPACE}FCFA\\)`)),
  ).toBeVisible();
  await shot(page, "waiting-weight", testInfo);
  await secondBox.getByRole("button", { name: "Choisir cette date" }).click();
  await expect(page.getByRole("region", { name: "Paiement en attente" })).toContainText(
    new RegExp(`30,00${SPACE}€`),
  );
  await expect(page.getByText("2,5 kg")).toBeVisible();
});

test("a client cancels a pending request after confirming, and the request reads 'Refusé'", async ({
  page,
}, testInfo) => {
  // Its own client, with a paid parcel to compare with at the end.
  const client = await newClient("annulation");
  const [paid] = await seedParcels(client, [
    { description: "Ordinateur portable reconditionné", weightKg: 3.2, state: "accepted" },
  ]);
  await openTrackingAs(page, client);
  const dates = (await (
    await page.request.get("/api/available-dates?from=FR&to=TG")
  ).json()) as OfferedDatesResponse;
  const description = `Chaussures ${stamp()} à annuler`;
  const parcel = await post(page, "/api/parcels", {
    description,
    fromCountry: "FR",
    toCountry: "TG",
    weightKg: 2,
    preferredDate: dates.dates[0]?.date,
    ...(await recipientFields(page.request)),
  });
  const name = parcelHumanName({ description, fromCountry: "FR", toCountry: "TG" });

  // The list leads with the human name; the reference (decision 100) is the small line below it.
  await page.reload();
  const card = page.getByRole("tabpanel").getByRole("button", { name: readableReference(parcel) });
  await expect(card).toContainText(name);
  await expect(card).toContainText("Paiement en attente");
  await shot(page, "tracking-cards", testInfo);

  await card.click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const cancel = page.getByRole("button", { name: "Annuler la demande" });

  // "Non" keeps the request as it was.
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: CANCEL_CONFIRM_QUESTION });
  await expect(dialog).toContainText(CANCEL_CONFIRM_TEXT);
  // Both answers fit inside the dialog (they once spilled out of its left edge on a desktop).
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await shot(page, "cancel-confirmation", testInfo);
  await expectNoAxeViolations(page, "confirmation d'annulation");
  await dialog.getByRole("button", { name: "Non, garder la demande" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Paiement en attente" })).toBeVisible();

  await cancel.click();
  await dialog.getByRole("button", { name: "Oui, annuler la demande" }).click();
  await expect(dialog).toHaveCount(0);
  const refused = page.getByRole("region", { name: "Refusé" });
  await expect(refused).toContainText("Vous avez annulé cette demande");
  await expect(page.getByText("Demande annulée par le client", { exact: true })).toBeVisible();
  await expect(cancel).toHaveCount(0);
  if (testInfo.project.name === "phone")
    await page.getByRole("button", { name: "Retour à la liste" }).click();
  await expect(card).toContainText("Refusé");

  // Its payment page no longer invites a payment.
  await page.goto(`/paiement/${parcel.id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Demande annulée ou refusée" })).toBeVisible();
  await expect(main.getByText(PROOF_REQUEST_CLOSED_MESSAGE)).toBeVisible();
  await expect(main.getByRole("region", { name: "Mobile Money" })).toHaveCount(0);
  await shot(page, "payment-closed", testInfo);

  // Nothing to cancel once paid.
  if (!paid) throw new Error("no paid parcel seeded");
  await page.goto(`/tracking?colis=${paid.id}`);
  await expect(page.getByRole("heading", { level: 2, name: paid.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Annuler la demande" })).toHaveCount(0);
});

test("a paid parcel's payment page is its receipt, without the payment instructions", async ({
  page,
}, testInfo) => {
  // A paid laptop of its own client: 3,2 kg, paid when the carrier accepted it.
  const client = await newClient("recu");
  const [paid] = await seedParcels(client, [
    { description: "Ordinateur portable reconditionné", weightKg: 3.2, state: "accepted" },
  ]);
  if (!paid) throw new Error("no paid parcel seeded");
  await openTrackingAs(page, client);
  await page.goto(`/paiement/${paid.id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Reçu de paiement" })).toBeVisible();
  await expect(main.getByText(/^Payé le \d{1,2}(er)? \p{L}+ \d{4} — merci$/u)).toBeVisible();
  const receipt = main.getByRole("region", { name: "Reçu de paiement" });
  await expect(receipt).toContainText(paid.name);
  await expect(receipt).toContainText(paid.reference);
  await expect(receipt).toContainText(new RegExp(`38,40${SPACE}€ \\(25${SPACE}152${SPACE}FCFA\\)`));
  for (const instructions of ["Mobile Money", "Virement bancaire", "Envoyer la preuve de paiement"]) {
    await expect(main.getByRole("region", { name: instructions })).toHaveCount(0);
  }
  await expect(main.getByRole("link", { name: /Par WhatsApp/ })).toHaveCount(0);
  await shot(page, "payment-paid", testInfo);
  await expectNoAxeViolations(page, "reçu de paiement");
  await expect(main.getByRole("link", { name: "Suivre ce colis" })).toHaveAttribute(
    "href",
    `/tracking?colis=${paid.id}`,
  );
});
