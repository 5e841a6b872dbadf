import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Which files the typography checker and its codemod read (decision 074). */

const TEST_FILE = /\.test\.tsx?$|^src\/(server|client)\/test\//;
/** The rule itself and the checker's tests hold wrong texts on purpose. */
const RULE_FILES = /^src\/shared\/french-typography\.ts$|\/(french-typography|source-text)[\w-]*\.test\.ts$/;
/**
 * The one-line files src/shared/boundaries.test.ts writes into src/ and removes while it lints them: a
 * run beside it must not list a file that is gone when it is read.
 */
const BOUNDARY_PROBE = /\/boundary-probe-[\w-]+\.ts$/;

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        files.push(relative(root, path).split(sep).join("/"));
      }
    }
  };
  walk(join(root, "src"));
  return files.filter((file) => !RULE_FILES.test(file) && !BOUNDARY_PROBE.test(file)).sort();
}

/** The files the product is built from: every .ts/.tsx of src/ but tests and test kits. */
export function productSourceFiles(root: string): string[] {
  return sourceFiles(root).filter((file) => !TEST_FILE.test(file));
}

/**
 * Tests that compare texts exactly (node tests and the test kits' data), for the codemod's `--tests`:
 * not component tests, whose Testing Library queries match a no-break space only with an ordinary one.
 */
export function textTestFiles(root: string): string[] {
  return sourceFiles(root).filter((file) => TEST_FILE.test(file) && !file.endsWith(".component.test.tsx"));
}
