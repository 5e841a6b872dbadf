/**
 * Debian's Chromium (never `npx playwright install`), with flags that keep it quiet and offline: the
 * journeys (playwright.config.ts), `npm run screenshots` and `npm run perf:budget` launch it alike.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
