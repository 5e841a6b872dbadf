// npm run perf:lighthouse — builds, starts the product, and runs Lighthouse 12.8.2 (mobile profile:
// a mid-range phone on a throttled 4G network) three times on each public page in Debian's Chromium.
// Prints the medians of LCP, TBT, CLS and the performance score, against the targets below.
// `npm run perf:lighthouse -- /services` measures the pages given only. Every report is kept in
// dist/lighthouse/ (open the JSON in https://googlechrome.github.io/lighthouse/viewer/ to see why).
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_PAGES } from "#shared/public-pages";
import { startBuiltServer } from "./start-built-server";

const RUNS = 3;
/** Attempts at one run before it counts as failed (its figures are then NaN and the page misses). */
const ATTEMPTS_PER_RUN = 3;
const TARGETS = { lcp: 1500, tbt: 100, cls: 0.02, score: 95 };

const REPORT_DIR = "dist/lighthouse";
const pages = process.argv.length > 2 ? process.argv.slice(2) : PUBLIC_PAGES;

/** NaN (a failed run) makes the median NaN: a page is never passed on fewer runs than announced. */
const median = (values: number[]) =>
  values.some(Number.isNaN)
    ? Number.NaN
    : ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN);

const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
let missed = false;
try {
  console.log(
    `${"page".padEnd(26)}${"LCP".padStart(9)}${"TBT".padStart(9)}${"CLS".padStart(8)}${"score".padStart(7)}`,
  );
  mkdirSync(REPORT_DIR, { recursive: true });
  for (const page of pages) {
    const runs: { lcp: number; tbt: number; cls: number; score: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const reportName = `${page.replaceAll("/", "_") || "_"}-${i + 1}.json`;
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
        result = await lighthouse(server.url + page, {
          port: chrome.port,
          onlyCategories: ["performance"],
          logLevel: "error",
          output: "json",
        });
        if (result) writeFileSync(`${REPORT_DIR}/${reportName}`, JSON.stringify(result.lhr));
        // A run Lighthouse could not finish has no figures. Its trace recording fails now and then
        // (NO_NAVSTART, "please run Lighthouse again"): the run is made again, and said so, so that
        // the median stays one of three measured loads.
        const failure = result?.lhr.runtimeError?.message ?? (result ? undefined : "no result");
        if (!failure) break;
        console.log(`${page}: run ${i + 1}, attempt ${attempt} failed: ${failure}`);
      }
      const audits = result?.lhr.audits;
      runs.push({
        lcp: audits?.["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbt: audits?.["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: audits?.["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        score: (result?.lhr.categories.performance?.score ?? Number.NaN) * 100,
      });
    }
    const m = {
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      score: median(runs.map((r) => r.score)),
    };
    const ok =
      m.lcp <= TARGETS.lcp && m.tbt <= TARGETS.tbt && m.cls <= TARGETS.cls && m.score >= TARGETS.score;
    missed ||= !ok;
    console.log(
      `${page.padEnd(26)}${`${Math.round(m.lcp)} ms`.padStart(9)}${`${Math.round(m.tbt)} ms`.padStart(9)}` +
        `${m.cls.toFixed(3).padStart(8)}${String(Math.round(m.score)).padStart(7)}${ok ? "" : "  ✗ misses a target"}`,
    );
  }
  console.log(
    `targets (median of ${RUNS}): LCP ≤ ${TARGETS.lcp} ms, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}, score ≥ ${TARGETS.score}`,
  );
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(missed ? 1 : 0);
