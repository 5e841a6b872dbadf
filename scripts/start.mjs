// npm start: builds only when dist/ is missing or older than what it is built from, then runs the
// compiled server in this process (plain Node, no TypeScript loader; decision 043).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const STAMP = "dist/.build-stamp";
const INPUTS = ["src", "package.json", "package-lock.json", "vite.config.ts", "tsconfig.json", "scripts"];

/** The newest modification time under `path`, tests excepted (they are not built). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (built < Math.max(...INPUTS.map(newest))) {
  console.log(built ? "Les sources ont changé : reconstruction…" : "Première construction…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import("../dist/server/main.js");
