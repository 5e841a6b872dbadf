// Prints the slowest test files of a Vitest JSON report: `npm run test:slowest [-- REPORT] [--top N]`.
// `npm test` writes its report to reports/vitest.json (vitest.config.ts); CI passes its own.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const topAt = args.indexOf("--top");
const top = topAt === -1 ? 20 : Number(args[topAt + 1]);
const reportPath = args.find((arg, i) => !arg.startsWith("--") && i !== topAt + 1) ?? "reports/vitest.json";

let report;
try {
  report = JSON.parse(readFileSync(reportPath, "utf8"));
} catch {
  console.error(`No Vitest JSON report at ${reportPath}: run npm test first.`);
  process.exit(1);
}

const root = process.cwd();
const files = report.testResults
  .map((file) => ({
    name: file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name,
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, file) => sum + file.seconds, 0);

console.log(`${top} slowest of ${files.length} test files (${total.toFixed(0)} s of file time in all):`);
for (const file of files.slice(0, top)) {
  console.log(
    `${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.name}`,
  );
}
