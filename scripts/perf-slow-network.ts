// npm run perf:slow-network — builds, starts the built app on a fresh data folder with the demo data, and
// loads the signed-in pages in Chromium on the phone profile our customers have: 400 kbit/s both ways,
// 400 ms round trip, CPU 4× slower (docs/decisions/077-signed-in-pages-on-a-slow-network.md).
//
// "Usable" is the moment the page's real content is in the document, found by a selector below (the
// first parcel card of Mes Colis, the wizard's description field, the parcel's name in its detail, the
// first row of the admin's parcel table), measured from the navigation's start; a spinner or a skeleton
// does not count. Fresh cache is a new browser context; the revisit is the same address again in that
// context (files cached, the session cookie kept). Medians of RUNS runs. A benchmark: not in `npm test`.
import { writeFileSync } from "node:fs";
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/chromium";
import { startBuiltServer } from "./start-built-server";

const RUNS = Number(process.env.RUNS ?? 3);
const PROFILE = { downKbps: 400, upKbps: 400, rttMs: 400, cpuSlowdown: 4 };
const CLIENT = { email: "client@colibri.example", password: "Colibri-Client-2026" };
const ADMIN = { email: "admin@colibri.example", password: "Colibri-Admin-2026" };

interface Scenario {
  name: string;
  path: string;
  account: typeof CLIENT;
  /** CSS selector of the page's real content. */
  usable: string;
  /** The page's own data request (not the session): JS files requested before it are counted. */
  data: RegExp;
}

interface Load {
  firstPaintMs: number;
  usableMs: number;
  /** When the last response that arrived before the page was usable finished. */
  networkDoneMs: number;
  kiloBytes: number;
  requests: number;
  jsBeforeData: number | null;
}

/**
 * Records when `selector` first matches, at the next frame (as close to its paint as a page can tell).
 * A string, not a function: tsx's transform would add helpers to a function that the page lacks.
 */
const watchForContent = (selector: string) => `(() => {
  const record = () => {
    if (window.__usableSeen || !document.querySelector(${JSON.stringify(selector)})) return;
    window.__usableSeen = true;
    requestAnimationFrame(() => { window.__usableAt = performance.now(); });
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true });
})();`;

async function signedInState(browser: Browser, url: string, account: typeof CLIENT) {
  const context = await browser.newContext();
  const answer = await context.request.post(`${url}/api/auth/sign-in/email`, {
    headers: { Origin: url },
    data: account,
  });
  if (!answer.ok()) throw new Error(`sign-in failed for ${account.email}: ${answer.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One navigation under the phone profile, with what it downloaded until the network went quiet. */
async function measure(page: Page, url: string, scenario: Scenario): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  const started: { id: string; url: string; type: string }[] = [];
  const bytes = new Map<string, number>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.request.url.startsWith("data:")) return;
    if (!started.some((request) => request.id === event.requestId))
      started.push({ id: event.requestId, url: event.request.url, type: event.type ?? "" });
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  // Network timestamps are seconds on the browser's monotonic clock; the first request's is the start.
  let firstRequestAt: number | undefined;
  const finishedAt = new Map<string, number>();
  cdp.on("Network.requestWillBeSent", (event) => {
    firstRequestAt ??= event.timestamp;
  });
  const done = (event: { requestId: string; encodedDataLength?: number; timestamp: number }) => {
    if (event.encodedDataLength !== undefined) bytes.set(event.requestId, event.encodedDataLength);
    finishedAt.set(event.requestId, (event.timestamp - (firstRequestAt ?? event.timestamp)) * 1000);
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  };
  cdp.on("Network.loadingFinished", done);
  cdp.on("Network.loadingFailed", done);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: (PROFILE.downKbps * 1000) / 8,
    uploadThroughput: (PROFILE.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });

  await page.goto(url + scenario.path, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as { __usableAt?: number }).__usableAt !== undefined, null, {
    timeout: 60_000,
    polling: 100,
  });
  const timings = await page.evaluate(() => ({
    usable: (window as unknown as { __usableAt: number }).__usableAt,
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  }));
  // Whatever the page still fetches right after (a second query, an image) counts in its weight.
  const quietSince = Date.now() + 15_000;
  while (Date.now() < quietSince && (inFlight.size > 0 || Date.now() - lastActivity < 1000))
    await new Promise((resolve) => setTimeout(resolve, 100));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.detach();

  // When the last file or answer the page had asked for before it was usable arrived: what follows is CPU.
  const networkDoneMs = Math.max(0, ...[...finishedAt.values()].filter((at) => at <= timings.usable));
  const dataIndex = started.findIndex((request) => scenario.data.test(new URL(request.url).pathname));
  const isScript = (request: { url: string; type: string }) =>
    request.type === "Script" || /\.js$/.test(new URL(request.url).pathname);
  return {
    firstPaintMs: timings.paint,
    usableMs: timings.usable,
    networkDoneMs,
    kiloBytes: [...bytes.values()].reduce((sum, size) => sum + size, 0) / 1000,
    requests: started.length,
    jsBeforeData: dataIndex < 0 ? null : started.slice(0, dataIndex).filter(isScript).length,
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

function summary(loads: Load[]) {
  const jsBefore = loads.map((load) => load.jsBeforeData).filter((value): value is number => value !== null);
  return {
    firstPaintMs: Math.round(median(loads.map((load) => load.firstPaintMs))),
    usableMs: Math.round(median(loads.map((load) => load.usableMs))),
    networkDoneMs: Math.round(median(loads.map((load) => load.networkDoneMs))),
    usableRangeMs: [
      Math.round(Math.min(...loads.map((load) => load.usableMs))),
      Math.round(Math.max(...loads.map((load) => load.usableMs))),
    ],
    kiloBytes: Math.round(median(loads.map((load) => load.kiloBytes))),
    requests: median(loads.map((load) => load.requests)),
    jsBeforeData: jsBefore.length ? median(jsBefore) : null,
  };
}

const server = await startBuiltServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const client = await signedInState(browser, server.url, CLIENT);
  const admin = await signedInState(browser, server.url, ADMIN);
  // The detail of the demo client's newest parcel: an address a shared link or a notification opens.
  const lister = await browser.newContext({ storageState: client });
  const list = await (await lister.request.get(`${server.url}/api/parcels?tab=active`)).json();
  await lister.close();
  const parcelId: string = list.parcels[0].id;

  const scenarios: (Scenario & { state: typeof client })[] = [
    {
      name: "Mes Colis",
      path: "/tracking",
      account: CLIENT,
      state: client,
      usable: "#parcel-list-panel li",
      data: /^\/api\/parcels$/,
    },
    {
      name: "Nouvelle demande",
      path: "/request",
      account: CLIENT,
      state: client,
      usable: "#wizard-description",
      data: /^\/api\/available-dates$/,
    },
    {
      name: "Détail d'un colis",
      path: `/tracking?colis=${encodeURIComponent(parcelId)}`,
      account: CLIENT,
      state: client,
      usable: 'section[aria-label="Détails du colis"] h2',
      data: /^\/api\/parcels\/[^/]+$/,
    },
    {
      name: "Tableau de bord admin",
      path: "/admin-dashboard",
      account: ADMIN,
      state: admin,
      usable: "main table tbody tr",
      data: /^\/api\/admin\/(parcels|statistics)$/,
    },
  ];

  const results = [];
  console.log(
    `profile: ${PROFILE.downKbps} kbit/s, ${PROFILE.rttMs} ms RTT, CPU ${PROFILE.cpuSlowdown}×; ${RUNS} runs, medians`,
  );
  // `ONLY=/tracking` measures the pages whose address starts with it.
  for (const scenario of scenarios.filter((one) => one.path.startsWith(process.env.ONLY ?? ""))) {
    const fresh: Load[] = [];
    const revisit: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        storageState: scenario.state,
        viewport: { width: 390, height: 844 },
        locale: "fr-FR",
        timezoneId: "Europe/Paris",
      });
      await context.addInitScript(watchForContent(scenario.usable));
      const page = await context.newPage();
      fresh.push(await measure(page, server.url, scenario));
      await page.goto("about:blank");
      revisit.push(await measure(page, server.url, scenario));
      await context.close();
    }
    const row = {
      page: scenario.name,
      path: scenario.path,
      fresh: summary(fresh),
      revisit: summary(revisit),
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\n${"page".padEnd(24)}${"paint".padStart(8)}${"usable".padStart(9)}${"kB".padStart(6)}${"req".padStart(5)}${"JS before data".padStart(16)}${"revisit".padStart(9)}${"kB".padStart(6)}${"req".padStart(5)}`,
  );
  for (const { page, fresh, revisit } of results) {
    console.log(
      `${page.padEnd(24)}${seconds(fresh.firstPaintMs).padStart(8)}${seconds(fresh.usableMs).padStart(9)}${String(fresh.kiloBytes).padStart(6)}${String(fresh.requests).padStart(5)}${String(fresh.jsBeforeData ?? "—").padStart(16)}${seconds(revisit.usableMs).padStart(9)}${String(revisit.kiloBytes).padStart(6)}${String(revisit.requests).padStart(5)}`,
    );
  }
  // `-- --json FILE` keeps the figures (the decision's before/after tables come from such files).
  const jsonAt = process.argv.indexOf("--json");
  if (jsonAt > 0 && process.argv[jsonAt + 1])
    writeFileSync(
      process.argv[jsonAt + 1] as string,
      `${JSON.stringify({ profile: PROFILE, runs: RUNS, results }, null, 2)}\n`,
    );
} finally {
  await browser.close();
  await server.stop();
}
