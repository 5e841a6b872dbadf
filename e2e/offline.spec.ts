import type { Page } from "@playwright/test";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { signIn } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { goOffline, goOnline, startLine } from "./offline-line";
import { newClient } from "./own-data";
import { recipientFields } from "./request-helpers";
import { budget } from "./slowdown";

// The installable app on a bad connection (docs/product/offline.md, decision 078): Mes Colis and a
// parcel read with the network cut, a proof chosen offline sent once when it returns, a new version
// announced and applied on reload. One journey, on the desktop only.
// The browser reaches the server through the line of offline-line.ts, which cuts the network for real.

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Whether the worker has kept a copy of this API answer for the signed-in account. */
const kept = (page: Page, path: string) =>
  page.waitForFunction(async (wanted) => {
    for (const name of await caches.keys()) {
      if (name.startsWith("colibri-api-") && (await (await caches.open(name)).match(wanted))) return true;
    }
    return false;
  }, path);

test("Mes Colis and a parcel offline, a proof sent once when the connection returns, a new version applied", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one journey, on the desktop only");
  // The worker downloads the whole app once, and the journey reloads the page five times: ≈ 25 s on a
  // quiet machine, 50 s seen with two cores at a load of 39.
  test.setTimeout(budget(90_000));
  const line = await startLine();
  const description = `Colis hors ligne ${Date.now().toString(36).slice(-5)}`;
  const name = parcelHumanName({ description, fromCountry: "FR", toCountry: "TG" });
  const context = await browser.newContext({
    baseURL: line.url,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    serviceWorkers: "allow",
  });
  const pageErrors: string[] = [];
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const client = await newClient("hors-ligne");
    await page.goto("/tracking");
    await signIn(page, client.email, client.password);
    await expect(page.getByRole("heading", { level: 1, name: "Mes Colis" })).toBeVisible();
    // A parcel of this run, made with the calls the wizard makes (its own journey is request-wizard.spec.ts).
    const { dates } = await (await page.request.get("/api/available-dates?from=FR&to=TG")).json();
    const created = await page.request.post("/api/parcels", {
      headers: { Origin: line.url, "Idempotency-Key": `e2e-hors-ligne-${Date.now()}` },
      data: {
        description,
        fromCountry: "FR",
        toCountry: "TG",
        weightKg: 2,
        preferredDate: dates[0].date,
        ...(await recipientFields(page.request)),
      },
    });
    expect(created.status()).toBe(201);
    const parcel = (await created.json()) as { id: string };
    // The first visit installs the worker, which takes control of the page once the app is stored.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: budget(30_000),
    });

    // Read once online, through the worker: it keeps the list and the parcel for this account.
    await page.goto(`/tracking?colis=${parcel.id}`);
    const detail = page.getByRole("region", { name: "Détails du colis" });
    await expect(detail.getByRole("heading", { name })).toBeVisible();
    await kept(page, `/api/parcels/${parcel.id}`);

    await goOffline(page, line);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mes Colis" })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText(name)).toBeVisible();
    await expect(detail.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText(/^Hors ligne — dernière mise à jour à \d{1,2}\sh/)).toHaveCount(2);
    await expect(detail.getByText(/Vous êtes hors ligne\s: les actions sur ce colis/)).toBeVisible();

    // A proof chosen offline waits, then leaves once when the connection returns.
    await goOnline(page, line);
    await page.goto(`/paiement/${parcel.id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Envoyer la preuve" })).toBeVisible();
    await goOffline(page, line);
    await main.getByLabel(/Capture d'écran ou reçu/).setInputFiles({
      name: "recu-hors-ligne.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await main.getByRole("button", { name: "Envoyer la preuve" }).click();
    await expect(
      main.getByText(/recu-hors-ligne\.pdf\s: Envoi en attente — sera envoyé au retour de la connexion\./),
    ).toBeVisible();
    expect(line.postsTo("/payment-proof")).toEqual([]);
    await expect(main.getByRole("button", { name: "Envoyer la preuve" })).toBeEnabled();
    await goOnline(page, line);
    await expect(main.getByText(/^Preuve reçue le /)).toBeVisible();
    await expect(main.getByText(/Envoi en attente/)).toHaveCount(0);
    // A reload replays nothing: the queue is empty, and the server took the proof once.
    await page.reload();
    await expect(main.getByText(/^Preuve reçue le /)).toBeVisible();
    expect(line.postsTo("/payment-proof")).toEqual([201]);

    // A new version: announced, applied only on the click, then the page reloads once.
    line.swVersion = 2;
    await page.reload();
    const prompt = page.getByRole("status").filter({ hasText: "Une nouvelle version est disponible." });
    await expect(prompt).toBeVisible({ timeout: budget(30_000) });
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await prompt.getByRole("button", { name: "Mettre à jour" }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);
    await expect(main.getByText(/^Preuve reçue le /)).toBeVisible();
    await expect(page.getByText("Une nouvelle version est disponible.")).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting ?? null,
          controlled: navigator.serviceWorker.controller !== null,
        };
      }),
    ).toEqual({ waiting: null, controlled: true });
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    line.server.closeAllConnections();
    await new Promise((resolve) => line.server.close(resolve));
  }
});
