import { readFileSync } from "node:fs";
import { APP_URL, signIn } from "./accounts-helpers";
import { createParcelWithProof, signInAsAdmin } from "./admin-helpers";
import { expect, sizeOf, test } from "./fixtures";
import { DEMO_CLIENT } from "./public-helpers";

/**
 * The carrier's books (docs/product/accounting.md): a payment validated issues an invoice, which the
 * client finds on the receipt and the carrier in the accounting export of the month. The parcel is made
 * and paid through the API (their own journeys are elsewhere); the screens are the point here.
 */
test("a validated payment's invoice is on the receipt and in the month's export", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(sizeOf(testInfo) === "phone", "one size: the export's tab and the receipt's links are plain");
  const parcel = await createParcelWithProof(browser, {
    description: "Facture de bout en bout",
    weightKg: 1.5,
    reference: "TM-FACTURE-E2E",
  });
  await signInAsAdmin(page);
  const paid = await page.request.post(`/api/admin/parcels/${parcel.id}/mark-paid`, {
    headers: { Origin: APP_URL },
    data: { expectedStatus: "pending", confirmed: true },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { documents } = (await (await page.request.get(`/api/parcels/${parcel.id}/payment`)).json()) as {
    documents: { number: string }[];
  };
  const number = documents[0]?.number ?? "";
  expect(number).toMatch(/^\d{4}-\d{6}$/);

  // The demo's invoice settings are named on the dashboard.
  await expect(page.getByText("Les factures portent des coordonnées de démonstration")).toBeVisible();
  await page.getByRole("tab", { name: "Comptabilité" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger l'export (CSV)" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv).toContain(`Facture;${number};`);
  expect(csv).toContain("TM-FACTURE-E2E");
  await page.screenshot({ path: testInfo.outputPath("comptabilite.png"), fullPage: true });

  // The client's receipt links the invoice.
  const client = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  const clientPage = await client.newPage();
  await clientPage.goto(`/paiement/${parcel.id}`);
  await signIn(clientPage, DEMO_CLIENT.email, DEMO_CLIENT.password);
  const link = clientPage.getByRole("link", { name: `Facture n° ${number} (PDF)` });
  await expect(link).toBeVisible();
  const pdf = await clientPage.request.get((await link.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await clientPage.screenshot({ path: testInfo.outputPath("recu.png"), fullPage: true });
  await client.close();
});
