import { APP_URL, signIn } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { newClient } from "./own-data";
import { recipientFields } from "./request-helpers";
import { budget } from "./slowdown";

/**
 * Paying in the page (docs/product/online-payment.md): the development server pays on the local FedaPay
 * simulator (FEDAPAY_ENVIRONMENT=simulator by default), which confirms a Mobile Money payment once the
 * payer is back and the app has asked for it, as the operator would after the push on the phone.
 * Desktop only: the payment page's layout is covered by its own journeys.
 */
test("a client pays by Mobile Money in the page and sees the request accepted without the carrier", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one size is enough for this journey");
  // Two sites (the app, the simulator's checkout) and a confirmation to wait for: a busy machine's budget.
  test.setTimeout(budget(60_000));
  const client = await newClient("paiement-en-ligne");
  await page.goto("/login");
  await signIn(page, client.email, client.password);
  // The request as the wizard sends it (its own journey is request-wizard.spec.ts), by this session.
  const { dates } = await (await page.request.get("/api/available-dates?from=FR&to=TG")).json();
  const created = await page.request.post("/api/parcels", {
    headers: {
      Origin: APP_URL,
      "Idempotency-Key": `e2e-online-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    },
    data: {
      description: "Pagne wax payé en ligne",
      fromCountry: "FR",
      toCountry: "TG",
      weightKg: 1.5,
      preferredDate: dates[0].date,
      ...(await recipientFields(page.request)),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/paiement/${id}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Payer maintenant" }).click();

  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByRole("heading", { name: "Paiement", exact: true })).toBeVisible();
  await page.getByLabel("Mixx by Yas (Mobile Money)").check();
  await page.getByRole("button", { name: "Simuler un paiement réussi" }).click();

  await expect(page).toHaveURL(new RegExp(`/paiement/${id}\\?paiement-en-ligne=retour`));
  await expect(main.getByText("Paiement en cours de confirmation…")).toBeVisible();
  await expect(main.getByText("Paiement en ligne confirmé")).toBeVisible({ timeout: budget(15_000) });
  await expect(main.getByRole("heading", { level: 1, name: "Reçu de paiement" })).toBeVisible();
  await expect(main.getByText("la demande est validée")).toBeVisible();
  await main.getByRole("link", { name: "Suivre ce colis" }).click();
  await expect(main.getByText("Accepté", { exact: true }).first()).toBeVisible();
});
