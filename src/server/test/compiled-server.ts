import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { PROJECT_ROOT } from "#server/project-root";

export interface CompiledServer {
  /** The folder the server takes for the project root; its entries are `server/main.js`, `server/scripts/*.js`. */
  root: string;
  entry: (name: "main" | "scripts/migrate") => string;
  remove: () => void;
}

/**
 * The server compiled from the current sources as `npm run build` compiles it (the esbuild options of
 * scripts/build-server.mjs), into a temporary folder of its own that links the project's package.json,
 * node_modules, drizzle/ and src/ (read at run time from the project root). Tests and benches that start
 * many server processes use it: plain Node starts in a fraction of tsx's time, and the sources are the
 * ones tested, never a stale dist/. Without `frontEnd` the folder has no dist/, so the server serves the
 * API only and skips prerendering the public pages; with it, dist/ is linked and start-up is the real one.
 */
export async function compileServer(options: { frontEnd?: boolean } = {}): Promise<CompiledServer> {
  const root = mkdtempSync(join(tmpdir(), "colibri-compiled-"));
  const linked = ["package.json", "node_modules", "drizzle", "src", ...(options.frontEnd ? ["dist"] : [])];
  for (const name of linked) symlinkSync(join(PROJECT_ROOT, name), join(root, name));
  await build({
    entryPoints: ["main.ts", "scripts/migrate.ts"].map((file) => join(PROJECT_ROOT, "src/server", file)),
    outdir: join(root, "server"),
    outbase: join(PROJECT_ROOT, "src/server"),
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  return {
    root,
    entry: (name) => join(root, "server", `${name}.js`),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
