import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
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
