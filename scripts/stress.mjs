// Proof of stability (docs/decisions/089-journeys-own-their-data.md): runs a suite several times and
// prints one line per run and a total, so "it passed once" can be told from "it passes".
//   npm run test:e2e:stress   every journey three times (--repeat-each=3), then the suite on one core
//   npm run test:stress       the unit and API suite three times in a row
// Extra arguments go to the runner (e.g. a spec file). A run that fails does not stop the next ones:
// the point is to count failures. Exits 1 if any run failed.
import { spawnSync } from "node:child_process";

const [mode, ...extra] = process.argv.slice(2);

const playwright = ["npx", "playwright", "test"];
/** The runs of each mode: a label, the command line and what it adds to the environment. */
const RUNS = {
  e2e: [
    // Playwright repeats only the projects no other depends on: the two sizes first, then the @alone
    // tests without their dependencies, one at a time, since each reads a count the others change.
    {
      label: "e2e, each journey 3 times",
      command: [...playwright, "--project=desktop", "--project=phone", "--repeat-each=3", ...extra],
    },
    {
      label: "e2e @alone, 3 times each",
      command: [
        ...playwright,
        "--project=desktop, alone",
        "--project=phone, alone",
        "--no-deps",
        "--repeat-each=3",
        "--workers=1",
        // A spec given on the command line may hold no @alone test.
        "--pass-with-no-tests",
        ...extra,
      ],
    },
    // One core, the slowest machine we may meet: the server, the simulators and both browsers on it,
    // every bound three times longer (e2e/slowdown.ts).
    {
      label: "e2e on one core",
      command: ["taskset", "-c", "0", ...playwright, ...extra],
      env: { E2E_SLOWDOWN: "3" },
    },
  ],
  unit: [1, 2, 3].map((n) => ({ label: `unit run ${n} of 3`, command: ["npx", "vitest", "run", ...extra] })),
};

const runs = RUNS[mode];
if (!runs) {
  console.error("Usage: node scripts/stress.mjs e2e|unit [runner arguments]");
  process.exit(2);
}

const results = [];
for (const { label, command, env = {} } of runs) {
  console.log(`\n=== ${label}: ${command.join(" ")} ===`);
  const started = Date.now();
  const { status } = spawnSync(command[0], command.slice(1), {
    stdio: "inherit",
    // CI: each run starts its own server; a server left listening by an earlier run is refused, not reused.
    env: { ...process.env, CI: "1", ...env },
  });
  results.push({ label, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log("\n=== stress ===");
for (const { label, ok, seconds } of results)
  console.log(`${label.padEnd(28)} ${ok ? "passed" : "FAILED"} in ${seconds} s`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} runs passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
