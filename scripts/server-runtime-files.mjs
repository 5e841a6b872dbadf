// Files the compiled server reads at run time besides its code (decision 063): copied by
// scripts/build-server.mjs from src/server into dist/server at the same relative paths, where the
// compiled server looks for them (`serverFile` in src/server/project-root.ts).
import { cpSync, existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Folders and files, relative to src/server. */
export const SERVER_RUNTIME_FILES = ["features/departures/fonts"];

/** Copies them from `from` (src/server) to `to` (dist/server) and checks that every file arrived whole. */
export function copyServerRuntimeFiles({ from, to }) {
  for (const entry of SERVER_RUNTIME_FILES) {
    cpSync(join(from, entry), join(to, entry), { recursive: true });
    const files = statSync(join(from, entry)).isDirectory()
      ? readdirSync(join(from, entry)).map((name) => join(entry, name))
      : [entry];
    for (const file of files) {
      const copy = join(to, file);
      if (!existsSync(copy) || statSync(copy).size !== statSync(join(from, file)).size) {
        throw new Error(`${file} is missing from ${to} after the copy`);
      }
    }
  }
}
