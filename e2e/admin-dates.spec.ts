import type { Page } from "@playwright/test";
import {
  type AdminDeparture,
  departureDayMoveWarning,
  departureInUseMessage,
} from "#shared/departures/admin-departures";
import { dateMovedSubject } from "#shared/parcels/parcel-messages";
import {
  APP_URL,
  DESKTOP_ONLY_NOTE,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signIn,
} from "./accounts-helpers";
import { createClientParcel, signInAsAdmin } from "./admin-helpers";
import { inDays, unusedDays } from "./departure-days";
import { expect, test } from "./fixtures";
import { carrier, newClient } from "./own-data";
import { seedParcels } from "./seed-parcels";

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);
// The journeys provoke refusals on purpose (409: date already there; 503: server down), which the page
// explains; Chromium still logs the status of the request.
test.use({ allowedConsoleErrors: [/status of (409 \(Conflict\)|503 \(Service Unavailable\))/] });

/** The worker's carrier on the login form, landing on the dashboard. */
async function signInOnForm(page: Page): Promise<void> {
  const account = await carrier();
  await page.goto("/login");
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(`${APP_URL}/admin-dashboard`);
}

test("the admin adds three dates with a duplicate, sees the errors, fixes them and saves", async ({
  page,
}) => {
  await signInOnForm(page);
  // Days of this test's own, and a date of its own already on them, published through the API.
  const [taken, first, second, third] = await unusedDays(page.request, { count: 4 });
  const label = `Vol cargo ${Date.now() % 1_000_000} (e2e)`;
  const published = await page.request.post("/api/admin/departures", {
    headers: { Origin: APP_URL },
    data: { date: inDays(taken ?? 0), fromCountry: "FR", toCountry: "TG", description: "Déjà publiée (e2e)" },
  });
  expect(published.status()).toBe(201);
  await page.getByRole("tab", { name: "Dates de disponibilité" }).click();
  // The demo data publishes FR → TG in 7 days.
  await expect(page.getByText("Départ Paris → Lomé").first()).toBeVisible();

  await page.getByRole("button", { name: "Ajouter plusieurs dates" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter plusieurs dates" });
  await expect(dialog.getByRole("button", { name: "Retirer la date 1" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Enregistrer 0 date" }).click();
  const errors = dialog.getByRole("alert");
  await expect(errors).toContainText("Erreurs de validation :");
  await expect(errors).toContainText("Veuillez sélectionner un pays de départ");
  await expect(errors).toContainText("Veuillez sélectionner un pays d'arrivée");
  await expect(errors).toContainText("Date 1 : Veuillez sélectionner une date valide");

  await dialog.getByLabel("Pays de départ").selectOption("FR");
  await dialog.getByLabel("Pays d'arrivée").selectOption("TG");
  await dialog.getByLabel("Description (facultative)").fill(label);
  await dialog.getByRole("button", { name: "Ajouter une ligne" }).click();
  await dialog.getByRole("button", { name: "Ajouter une ligne" }).click();
  await dialog.getByLabel("Date 1", { exact: true }).fill(inDays(first ?? 0));
  await dialog.getByLabel("Date 2", { exact: true }).fill(inDays(second ?? 0));
  await dialog.getByLabel("Date 3", { exact: true }).fill(inDays(first ?? 0));
  await dialog.getByRole("button", { name: "Enregistrer 3 dates" }).click();
  await expect(errors).toContainText("Certaines dates sont dupliquées");
  await page.screenshot({ path: "screenshots/admin-multi-date-desktop.png" });
  await expectNoAxeViolations(page, "ajout de plusieurs dates");

  // A date the route already has is refused by the server, row by row.
  await dialog.getByLabel("Date 3", { exact: true }).fill(inDays(taken ?? 0));
  await dialog.getByRole("button", { name: "Enregistrer 3 dates" }).click();
  await expect(errors).toContainText("Date 3 : Cette date existe déjà pour ce trajet");

  await dialog.getByLabel("Date 3", { exact: true }).fill(inDays(third ?? 0));
  await dialog.getByRole("button", { name: "Enregistrer 3 dates" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(label)).toHaveCount(3);
  // No parcel chose them yet.
  await expect(
    page.getByRole("listitem").filter({ hasText: label }).first().getByText("0 colis", { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: "screenshots/admin-dates-desktop.png", fullPage: true });

  // Delete asks first (docs/product/administration.md#dates).
  const row = page.getByRole("listitem").filter({ hasText: label }).last();
  await row.getByRole("button", { name: /Supprimer la date/ }).click();
  const confirm = page.getByRole("dialog", { name: "Supprimer la date" });
  await expect(confirm.getByText("Êtes-vous sûr de vouloir supprimer cette date ?")).toBeVisible();
  await confirm.getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(page.getByText(label)).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, "onglet dates (téléphone)");
  await page.screenshot({ path: "screenshots/admin-dates-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Ajouter une date" }).click();
  await page.screenshot({ path: "screenshots/admin-add-date-phone.png" });
});

test("a date save or a list load the server fails says so in French", async ({ page }) => {
  await signInOnForm(page);
  // The server is down for the dates: its answers become 503s, as a proxy would send them.
  const down = {
    status: 503,
    contentType: "application/json",
    body: '{"code":"UNAVAILABLE","message":"Service momentanément indisponible."}',
  };
  await page.route("**/api/admin/departures**", (route) => route.fulfill(down));
  await page.getByRole("tab", { name: "Dates de disponibilité" }).click();
  await expect(
    page.getByText("Erreur lors de la récupération des dates : Service momentanément indisponible."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Ajouter une date" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter une date" });
  await dialog.getByLabel("Date", { exact: true }).fill(inDays(50));
  await dialog.getByLabel("Pays de départ").selectOption("FR");
  await dialog.getByLabel("Pays d'arrivée").selectOption("TG");
  await dialog.getByRole("button", { name: "Ajouter la date" }).click();
  await expect(
    dialog.getByText("Erreur lors de l'enregistrement des dates : Service momentanément indisponible."),
  ).toBeVisible();
});

test("the clients page lists a client with parcels and shows them on click", async ({ page }) => {
  // A client of its own, with a name and two parcels.
  const name = `Awa Clients ${Date.now() % 1_000_000}`;
  const client = await newClient("clients", name);
  const [parcel] = await seedParcels(client, [
    { description: "Pagne wax (clients)", weightKg: 2 },
    { description: "Savons (clients)", weightKg: 1, state: "accepted" },
  ]);
  if (!parcel) throw new Error("no parcel seeded");
  await signInOnForm(page);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Clients" })
    .click();
  await page.getByPlaceholder("Rechercher par nom ou e-mail...").fill(client.email);
  await page.getByRole("button", { name: new RegExp(name) }).click();
  const parcels = page.getByRole("region", { name: `Colis de ${name}` });
  await expect(parcels.getByRole("heading", { name: `Colis de ${name}` })).toBeVisible();
  await expect(parcels.getByRole("button", { name: /^Voir le colis / })).toHaveCount(2);
  await parcels.getByPlaceholder("Rechercher par e-mail, pays, ID...").fill(parcel.id.replace("pkg-", ""));
  await expect(parcels.getByRole("button", { name: `Voir le colis ${parcel.id}` })).toBeVisible();
  await page.screenshot({ path: "screenshots/admin-clients-desktop.png", fullPage: true });
  await expectNoAxeViolations(page, "clients");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, "clients (téléphone)");
  await page.screenshot({ path: "screenshots/admin-clients-phone.png", fullPage: true });
});

test("a date that parcels chose cannot be deleted: the dialog says so up front, and moving it warns, then moves the parcel and e-mails its client", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  // A date of its own far ahead (and the day after it, free too), and a parcel of its own client on it.
  const [offset = 0] = await unusedDays(page.request, { count: 2 });
  const client = await newClient("date-deplacee");
  const description = `Vol déplacé ${offset} (e2e)`;
  const added = await page.request.post("/api/admin/departures", {
    headers: { Origin: APP_URL },
    data: { date: inDays(offset), fromCountry: "FR", toCountry: "TG", description },
  });
  expect(added.status()).toBe(201);
  const parcel = await createClientParcel(browser, {
    description: `Colis sur ${description}`,
    weightKg: 2,
    date: inDays(offset),
    client,
  });
  const dates = (await (await page.request.get("/api/admin/departures")).json()) as AdminDeparture[];
  expect(dates.find((date) => date.description === description)?.parcelCount).toBe(1);

  await page.getByRole("tab", { name: "Dates de disponibilité" }).click();
  const row = page.getByRole("listitem").filter({ hasText: description });
  await expect(row.getByText("1 colis", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /Supprimer la date/ }).click();
  const remove = page.getByRole("dialog", { name: "Supprimer la date" });
  await expect(remove.getByText(departureInUseMessage(1))).toBeVisible();
  await expect(remove.getByText("Êtes-vous sûr de vouloir supprimer cette date ?")).toHaveCount(0);
  await expect(remove.getByRole("button", { name: "Supprimer", exact: true })).toHaveCount(0);
  await page.screenshot({ path: "screenshots/admin-date-in-use-desktop.png" });
  await expectNoAxeViolations(page, "date utilisée");

  // 'Modifier la date' goes on to the edit dialog, which warns before the day changes.
  await remove.getByRole("button", { name: "Modifier la date" }).click();
  await expect(remove).toHaveCount(0);
  const edit = page.getByRole("dialog", { name: "Modifier la date" });
  await expect(edit.getByText(departureDayMoveWarning(1))).toBeVisible();
  await page.screenshot({ path: "screenshots/admin-date-move-desktop.png" });
  await edit.getByLabel("Date", { exact: true }).fill(inDays(offset + 1));
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(edit).toHaveCount(0);
  const moved = (await (await page.request.get("/api/admin/departures")).json()) as AdminDeparture[];
  expect(moved.find((date) => date.description === description)).toMatchObject({
    date: inDays(offset + 1),
    parcelCount: 1,
  });
  await expect(row.getByText("1 colis", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole("button", { name: /Supprimer la date/ }).click();
  await expect(remove.getByText(departureInUseMessage(1))).toBeVisible();
  await page.screenshot({ path: "screenshots/admin-date-in-use-phone.png" });
  await remove.getByRole("button", { name: "Modifier la date" }).click();
  await expect(edit.getByText(departureDayMoveWarning(1))).toBeVisible();
  await page.screenshot({ path: "screenshots/admin-date-move-phone.png" });
  await edit.getByRole("button", { name: "Fermer" }).click();
  await expect(edit).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The parcel travels on the new day, and its client was told.
  await page.goto("/dev/mailbox");
  await expect(
    page
      .locator("article")
      .filter({ hasText: client.email })
      .filter({ hasText: dateMovedSubject(parcel.name) }),
  ).toHaveCount(1);
});
