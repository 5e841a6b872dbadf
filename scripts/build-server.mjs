// The server, compiled once to plain JavaScript (decision 043): one ESM bundle per entry in
// dist/server, with the options of server-build-options.mjs. Then dist/.build-stamp, which
// `npm start` compares with the sources to know whether to build again. The files the server reads at
// run time (fonts) are copied beside the code, so that dist/ runs without src/ (decision 063).
import { writeFileSync } from "node:fs";
import { build } from "esbuild";
import { SERVER_BUILD_OPTIONS } from "./server-build-options.mjs";
import { copyServerRuntimeFiles } from "./server-runtime-files.mjs";

await build({
  entryPoints: [
    "src/server/main.ts",
    "src/server/scripts/admin.ts",
    "src/server/scripts/backup.ts",
    "src/server/scripts/migrate.ts",
    "src/server/scripts/restore.ts",
    "src/server/scripts/seed.ts",
    // Worker threads' modules (src/server/workers/thread-pool.ts), started by their path.
    "src/server/features/departures/departure-pdfs.worker.ts",
    "src/server/features/files/pdf-sanitising.worker.ts",
    "src/server/features/invoices/document-pdfs.worker.ts",
  ],
  outdir: "dist/server",
  outbase: "src/server",
  ...SERVER_BUILD_OPTIONS,
});
copyServerRuntimeFiles({ from: "src/server", to: "dist/server" });
writeFileSync("dist/.build-stamp", `${new Date().toISOString()}\n`);
