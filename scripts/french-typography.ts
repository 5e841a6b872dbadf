// npm run typography:fix [-- --tests] [-- FILE…] — the French typography codemod (docs/decisions/074):
// in every text literal of the product's sources (or of the files given), puts the right no-break space
// before `: ; ! ?` and inside « », as the checker (src/server/test/french-typography.test.ts) wants,
// then formats the files it changed with Biome. Safe to run again, on any tree: it finds the texts the
// checker finds, and changes nothing that is already right. What it cannot fix (times, dates,
// 'email', dashes) it lists, for a person. `--tests` does the same to the tests that compare texts
// exactly (node tests and test kits, not component tests), so that they expect the new spacing.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { productSourceFiles, textTestFiles } from "#server/test/source-files";
import { applyEdits, spacingEdits } from "#server/test/source-text-edits";
import { type SourceText, sourceTexts } from "#server/test/source-texts";
import { formatFinding, sourceFindings } from "#server/test/typography-report";

const root = process.cwd();
const args = process.argv.slice(2);
const withTests = args.includes("--tests");
const asked = args.filter((arg) => arg !== "--tests").map((file) => file.replace(/^\.\//, ""));
const files = asked.length ? asked : [...productSourceFiles(root), ...(withTests ? textTestFiles(root) : [])];

const changed = new Set<string>();
let fixes = 0;
// A pass can leave an edit that overlapped another for the next one; three are plenty.
for (let pass = 0; pass < 3; pass++) {
  let passFixes = 0;
  const byFile = new Map<string, SourceText[]>();
  for (const text of sourceTexts(root, files))
    byFile.set(text.file, [...(byFile.get(text.file) ?? []), text]);
  for (const [file, texts] of byFile) {
    const source = readFileSync(file, "utf8");
    const edits = spacingEdits(source, texts);
    if (edits.length === 0) continue;
    writeFileSync(file, applyEdits(source, edits));
    changed.add(file);
    passFixes += edits.length;
  }
  fixes += passFixes;
  if (passFixes === 0) break;
}
if (changed.size > 0) execFileSync("npx", ["biome", "format", "--write", ...changed], { stdio: "ignore" });
console.log(`${fixes} spacing fixes in ${changed.size} files.`);

// What a person must fix: in the product's texts only (a test may quote an old text on purpose).
const productFiles = new Set(productSourceFiles(root));
const left = sourceFindings(
  sourceTexts(
    root,
    files.filter((file) => productFiles.has(file)),
  ),
  new Set(),
);
if (left.length > 0) {
  console.log(`\nTo fix by hand (${left.length}):`);
  for (const finding of left) console.log(`  ${formatFinding(finding)}`);
  process.exitCode = 1;
}
