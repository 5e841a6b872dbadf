import { APP_URL, DESKTOP_ONLY_NOTE, signIn, signInByApi } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { budget } from "./slowdown";
import { clientParcels } from "./tracking-helpers";

/**
 * The demo `npm start` gives a newcomer: its two accounts, the only journey that signs in as them
 * (e2e/own-data-rule.test.ts refuses them in any other spec). It reads them and changes nothing, so
 * what it counts is the demo's alone.
 */
const DEMO = {
  admin: { email: "admin@colibri.example", password: "Colibri-Admin-2026" },
  client: { email: "client@colibri.example", password: "Colibri-Client-2026" },
};

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);

test("the demo client finds parcels in every state, and the demo admin lands on the dashboard", async ({
  page,
  browser,
}) => {
  await signInByApi(page.request, DEMO.client);
  await page.goto("/tracking");
  await expect(page.getByRole("heading", { level: 1, name: "Mes Colis" })).toBeVisible({
    timeout: budget(15_000),
  });
  const { parcels, counts } = await clientParcels(page);
  for (const status of ["pending", "accepted", "in_transit", "rejected", "delivered"])
    expect(
      parcels.map((parcel) => parcel.status),
      status,
    ).toContain(status);
  const tabs = page.getByRole("tablist", { name: "Colis" });
  await expect(tabs.getByRole("tab", { name: `Colis Actifs (${counts.active})` })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(
    tabs.getByRole("tab", { name: `Historique des Livraisons (${counts.history})` }),
  ).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(Math.min(counts.active, 20));

  const context = await browser.newContext({ baseURL: APP_URL, locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    const admin = await context.newPage();
    await admin.goto("/login");
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await expect(admin).toHaveURL(`${APP_URL}/admin-dashboard`);
    await expect(
      admin.getByRole("banner").getByText("Administrateur Démo", { exact: true }).first(),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
