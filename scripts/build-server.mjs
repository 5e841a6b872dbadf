// The server, compiled once to plain JavaScript (decision 043): one ESM bundle per entry in
// dist/server, dependencies left in node_modules, source maps beside. Then dist/.build-stamp, which
// `npm start` compares with the sources to know whether to build again.
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: [
    "src/server/main.ts",
    "src/server/scripts/admin.ts",
    "src/server/scripts/backup.ts",
    "src/server/scripts/migrate.ts",
    "src/server/scripts/restore.ts",
    "src/server/scripts/seed.ts",
  ],
  outdir: "dist/server",
  outbase: "src/server",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
writeFileSync("dist/.build-stamp", `${new Date().toISOString()}\n`);
