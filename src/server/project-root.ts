import { existsSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of package.json, found by walking up from this module: the same answer whether the server
 * runs from its sources (src/server) or from its compiled bundle (dist/server), whose files sit at other
 * depths. Files the server reads at run time (migrations, the built front end, word lists) hang off it.
 */
function findProjectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error("package.json not found above the server's files");
    folder = parent;
  }
  return folder;
}

export const PROJECT_ROOT = findProjectRoot();

/**
 * Whether this code runs from the build in dist/ (`npm start`, production) rather than from the sources;
 * and so where the server's own run-time files (fonts, worker modules) are: `dist/server`, where
 * scripts/build-server.mjs copies them (scripts/server-runtime-files.mjs), else `src/server`
 * (development, tests, and the test builds that link src/). The compiled server never reads src/
 * (decision 063).
 */
export const RUNS_FROM_BUILD = fileURLToPath(import.meta.url).startsWith(join(PROJECT_ROOT, "dist") + sep);
export const SERVER_FILES_ROOT = join(PROJECT_ROOT, RUNS_FROM_BUILD ? "dist/server" : "src/server");

/** A run-time file of the server, by its path under src/server. */
export const serverFile = (relativePath: string) => join(SERVER_FILES_ROOT, relativePath);
