// The inner loop: `npm run test:changed [-- REF]` runs the Vitest tests that the files changed since REF
// (default: the last commit, uncommitted changes included) reach through their imports (`vitest
// --changed`), then the browser journeys touching them: the changed e2e specs, the specs importing a
// changed e2e helper, and the specs named after a changed client feature (src/client/features/admin →
// e2e/admin-*.spec.ts). It is a shortcut while working, not a replacement for `npm test` before a commit.
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const ref = process.argv[2] ?? "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([...git("diff", "--name-only", ref), ...git("ls-files", "--others", "--exclude-standard")]),
];
if (changed.length === 0) {
  console.log(`Nothing changed since ${ref}.`);
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { stdio: "inherit" }).status ?? 1;
const unit = run("npx", ["vitest", "run", `--changed=${ref}`, "--passWithNoTests"]);

const specs = readdirSync("e2e").filter((name) => name.endsWith(".spec.ts"));
const changedHelpers = changed
  .filter((file) => file.startsWith("e2e/") && !file.endsWith(".spec.ts"))
  .map((file) => file.slice("e2e/".length).replace(/\.ts$/, ""));
const features = new Set(
  changed.map((file) => file.match(/^src\/client\/features\/([^/]+)\//)?.[1]).filter(Boolean),
);
const touched = specs.filter((spec) => {
  if (changed.includes(`e2e/${spec}`)) return true;
  if ([...features].some((feature) => spec.startsWith(`${feature}-`))) return true;
  const source = readFileSync(`e2e/${spec}`, "utf8");
  return changedHelpers.some((helper) => source.includes(`"./${helper}"`));
});
if (touched.length === 0) {
  console.log("No browser journey touches the changed files.");
  process.exit(unit);
}
console.log(`Browser journeys touching the changed files: ${touched.join(", ")}`);
process.exit(run("npx", ["playwright", "test", ...touched.map((spec) => `e2e/${spec}`)]) || unit);
