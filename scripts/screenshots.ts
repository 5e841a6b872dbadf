// npm run screenshots — builds, starts the product on a fresh data folder, and saves pictures of a few
// pages (the admin's charts included) at phone (390×844) and desktop (1280×800) size into screenshots/ (gitignored), to look at
// after a change. It checks nothing: the journeys in e2e/ do.
import { mkdirSync } from "node:fs";
import { type BrowserContextOptions, chromium, expect, type Page } from "@playwright/test";
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

mkdirSync(OUT, { recursive: true });
const server = await startBuiltServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
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

    await context.close();
    console.log(`${size}: done`);
  }
  console.log(`Pictures in ${OUT}/`);
} finally {
  await browser.close();
  await server.stop();
}
