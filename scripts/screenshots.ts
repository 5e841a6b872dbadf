// npm run screenshots — builds, starts the product on a fresh data folder, and saves pictures of a few
// pages (the admin's charts and online payments, a client's Mes Colis with a balance owed, a public
// tracking page included) at phone (390×844) and desktop (1280×800) size into screenshots/ (gitignored), to look at
// after a change. It checks nothing: the journeys in e2e/ do.
import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContextOptions, chromium, expect, type Page } from "@playwright/test";
import { signIn } from "../e2e/accounts-helpers";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/chromium";
import { waitForConfig, waitForHydration } from "../e2e/public-helpers";
import { DEMO_ACCOUNTS } from "../src/server/features/demo/demo-data";
import { startBuiltServer } from "./start-built-server";

const OUT = "screenshots";

const SIZES: Record<"desktop" | "phone", BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  // The footer's contact details arrive from /api/config.
  await waitForConfig(page);
}

type Listed = {
  id: string;
  trackingCode: string;
  status: string;
  paid: boolean;
  preferredDate: string | null;
  weightGrams: number | null;
};

/**
 * What the money screens need on the demo, made through the API as people would
 * (docs/product/online-payment.md#not-recorded, docs/product/parcels.md#owed): a paid parcel weighed
 * heavier (a balance owed), and a request the carrier validated while its client was paying it online
 * (paid twice: « À traiter »). Returns the tracking code of the latter, for the public page.
 */
async function moneyScenes(browser: Browser, url: string) {
  const [admin, client] = DEMO_ACCOUNTS;
  const adminContext = await browser.newContext({ baseURL: url });
  const clientContext = await browser.newContext({ baseURL: url });
  const headers = { Origin: url };
  for (const [context, account] of [
    [adminContext, admin],
    [clientContext, client],
  ] as const) {
    const signedIn = await context.request.post("/api/auth/sign-in/email", {
      headers,
      data: { email: account.email, password: account.password },
    });
    expect(signedIn.status()).toBe(200);
  }
  const parcels: Listed[] = (await (await adminContext.request.get("/api/parcels?limit=50")).json()).parcels;
  const waiting = parcels.find((p) => p.status === "pending" && !p.paid && p.preferredDate);
  const accepted = parcels.find((p) => p.status === "accepted" && p.paid);
  if (!waiting || !accepted) throw new Error("demo parcels not found");
  const post = async (context: typeof adminContext, path: string, data: object) => {
    const response = await context.request.post(path, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  await post(adminContext, `/api/admin/parcels/${accepted.id}/status`, {
    expectedStatus: "accepted",
    to: "received",
    weighIn: { weightKg: ((accepted.weightGrams ?? 2000) + 800) / 1000 },
  });
  const { checkoutUrl } = await post(clientContext, `/api/parcels/${waiting.id}/online-payment`, {});
  await post(adminContext, `/api/admin/parcels/${waiting.id}/mark-paid`, {
    expectedStatus: "pending",
    confirmed: true,
  });
  const checkout = await clientContext.newPage();
  await checkout.goto(checkoutUrl);
  await checkout.getByRole("button", { name: "Simuler un paiement réussi" }).click();
  await expect
    .poll(
      async () =>
        (await (await adminContext.request.get("/api/admin/online-payments/summary")).json()).toHandle,
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThan(0);
  // The client's session, kept for their screens: signing in again per size would meet the rate limit.
  const clientState = await clientContext.storageState();
  await adminContext.close();
  await clientContext.close();
  return { paidTwice: waiting.trackingCode, clientState };
}

mkdirSync(OUT, { recursive: true });
const server = await startBuiltServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const { paidTwice, clientState } = await moneyScenes(browser, server.url);
  for (const [size, options] of Object.entries(SIZES)) {
    const context = await browser.newContext({ ...options, locale: "fr-FR", timezoneId: "Europe/Paris" });
    const page = await context.newPage();

    await open(page, `${server.url}/`);
    await page.screenshot({ path: `${OUT}/home-${size}.png`, fullPage: true });

    await open(page, `${server.url}/nos-sites-partenaires`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${OUT}/placeholder-${size}.png`, fullPage: true });

    if (size === "phone") {
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await expect(page.getByRole("button", { name: "Fermer le menu" })).toBeVisible();
      await page.screenshot({ path: `${OUT}/menu-phone.png` });
    }
    // The admin's business at a glance, on the demo data.
    await page.goto(`${server.url}/login`);
    // The screenshots show the demo as `npm start` gives it: its own administrator.
    const [admin] = DEMO_ACCOUNTS;
    await signIn(page, admin.email, admin.password);
    await page.waitForURL("**/admin-dashboard");
    await page.getByRole("tab", { name: "Activité" }).click();
    await expect(page.getByRole("table", { name: "Revenus par mois" })).toBeAttached();
    await page.screenshot({ path: `${OUT}/admin-business-${size}.png`, fullPage: true });
    // A payment that could not be recorded: the tab's badge, and the tab opened on « À traiter ».
    await page.getByRole("tab", { name: /Paiements en ligne/ }).click();
    await expect(page.getByRole("button", { name: "Marquer comme remboursé" })).toBeVisible();
    await page.screenshot({ path: `${OUT}/admin-online-payments-${size}.png`, fullPage: true });
    // The public page of the parcel paid twice: where it is, none of its money.
    await open(page, `${server.url}/suivi/${paidTwice}`);
    await expect(page.getByText("Demande acceptée par le transporteur")).toBeVisible();
    await page.screenshot({ path: `${OUT}/public-tracking-${size}.png`, fullPage: true });
    const clientContext = await browser.newContext({
      ...options,
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      storageState: clientState,
    });
    const clientPage = await clientContext.newPage();
    await clientPage.goto(`${server.url}/tracking`);
    await expect(clientPage.getByText(/^Reste à payer/).first()).toBeVisible();
    await clientPage.screenshot({ path: `${OUT}/client-parcels-${size}.png`, fullPage: true });
    await clientContext.close();

    await context.close();
    console.log(`${size}: done`);
  }
  console.log(`Pictures in ${OUT}/`);
} finally {
  await browser.close();
  await server.stop();
}
