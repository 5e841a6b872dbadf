import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CARRIER_SLOTS, carrierEmail } from "./e2e/carriers";
import { CHROMIUM_LAUNCH_OPTIONS } from "./e2e/chromium";
import { budget } from "./e2e/slowdown";

// E2E_PORT lets two checkouts run their suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The same address as the server's PUBLIC_URL: the server refuses forms from any other origin, and
// e-mail links point there.
const BASE_URL = `http://localhost:${PORT}`;

// The local WhatsApp and SMS simulators (decision 081), beside the server: the app sends to them and
// they post their signed status webhooks back. Their own ports follow E2E_PORT.
const WHATSAPP_SIMULATOR_URL = `http://127.0.0.1:${PORT + 10}`;
const SMS_SIMULATOR_PORT = PORT + 11;
const SIMULATORS = {
  WHATSAPP_API_URL: WHATSAPP_SIMULATOR_URL,
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_ACCESS_TOKEN: "simulateur-jeton-whatsapp",
  WHATSAPP_APP_SECRET: "simulateur-secret-app",
  WHATSAPP_VERIFY_TOKEN: "simulateur-jeton-verification",
  SMS_API_URL: `http://127.0.0.1:${SMS_SIMULATOR_PORT}`,
  TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000001",
  TWILIO_AUTH_TOKEN: "simulateur-jeton-twilio",
  TWILIO_FROM: "+15005550006",
};

const DATA_DIR_PREFIX = "colibri-e2e-";
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh, empty database for every run, so demo data is seeded the same way each time. Each run
 * leaves ~40 MB behind (the server still uses it while Playwright tears down), so folders of runs
 * older than a day are removed here.
 */
function freshDataDir(): string {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue;
    const path = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > ONE_DAY_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Someone else's folder, or already gone: not ours to worry about.
    }
  }
  return mkdtempSync(join(tmpdir(), DATA_DIR_PREFIX));
}

// Workers load this file again: the environment variable makes them reuse the run's folder.
process.env.COLIBRI_E2E_DATA_DIR ??= freshDataDir();

const launchOptions = CHROMIUM_LAUNCH_OPTIONS;
const DESKTOP = { browserName: "chromium", viewport: { width: 1280, height: 800 }, launchOptions } as const;
const PHONE = {
  browserName: "chromium",
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  launchOptions,
} as const;
/**
 * Journeys that read what other journeys change (tagged `@alone`): run after them, one at a time. Only
 * those tests: the rest of their file runs with the others (decision 075).
 */
const ALONE = /@alone/;

/** Each worker's own carrier (e2e/own-data.ts): admin once its address is confirmed. */
const ADMIN_EMAILS = Array.from({ length: CARRIER_SLOTS }, (_, index) => carrierEmail(index)).join(",");

export default defineConfig({
  testDir: "e2e",
  // Journeys only: e2e/*.test.ts are Vitest's checks over the journeys (e2e/own-data-rule.test.ts).
  testMatch: "**/*.spec.ts",
  // Two browsers on two cores: 4.7 min instead of 7.3 for the whole run on this machine, the server
  // waiting on one browser while the other renders (E2E_WORKERS to change; decision 056).
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // Bounds for a machine twice as slow as the one the journeys were written on, times E2E_SLOWDOWN:
  // journeys wait for what the user sees, so a passing wait costs nothing more (decision 089).
  timeout: budget(60_000),
  expect: { timeout: budget(10_000) },
  // No retry: a journey waits for states, never for time, and makes its own data, so a failure is a
  // bug to find (decision 032).
  retries: 0,
  reporter: "list",
  use: {
    baseURL: BASE_URL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) and a screenshot of
    // the moment it failed. The trace's screencast, a picture of every paint of every journey kept only
    // for the ones that fail, cost a fifth of the browsers' CPU (decision 088).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    // The app's service worker (decision 078) would install itself in every journey's fresh browser,
    // downloading the whole app each time: only the offline journey allows it (e2e/offline.spec.ts).
    serviceWorkers: "block",
  },
  // Journeys run two at a time, each in its window size. The one that reads a count every journey can
  // change (how many proofs wait to be checked) runs last and alone: its desktop run after all the
  // others, its phone run after that (decision 056); only that test, tagged @alone (decision 075).
  projects: [
    { name: "desktop", grepInvert: ALONE, use: DESKTOP },
    { name: "phone", grepInvert: ALONE, use: PHONE },
    { name: "desktop, alone", grep: ALONE, dependencies: ["desktop", "phone"], use: DESKTOP },
    { name: "phone, alone", grep: ALONE, dependencies: ["desktop, alone"], use: PHONE },
  ],
  webServer: [
    {
      command: "npx tsx src/server/simulators/run-simulators.ts",
      url: `${WHATSAPP_SIMULATOR_URL}/_sim/messages`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PUBLIC_URL: BASE_URL,
        WHATSAPP_SIMULATOR_PORT: String(PORT + 10),
        SMS_SIMULATOR_PORT: String(SMS_SIMULATOR_PORT),
      },
    },
    {
      // `npm run build` always makes a production bundle, server included, run by plain Node as in
      // production; the server runs in development so that it seeds demo data and needs no AUTH_SECRET.
      command: "npm run build && node --enable-source-maps dist/server/main.js",
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      // The build runs first, and a slow machine needs more than the default 60 s.
      timeout: budget(180_000),
      // SIGTERM lets the server close the embedded database cleanly instead of leaving a lock behind.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        PUBLIC_URL: BASE_URL,
        // Every test browser comes from 127.0.0.1: production limits would block the suite.
        AUTH_RATE_LIMIT_FACTOR: "50",
        HOST: "127.0.0.1",
        DATA_DIR: process.env.COLIBRI_E2E_DATA_DIR,
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
        ADMIN_EMAILS,
        ...SIMULATORS,
      },
    },
  ],
});
