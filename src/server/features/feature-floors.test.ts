import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_FLOORS } from "./feature-floors";

/**
 * The features stand on floors (feature-floors.ts): each import of a server feature's file — its tests
 * included — that names another feature must go down. The imports are read as text, as written:
 * `#server/features/<name>…` and relative paths that leave the feature's folder.
 */
const FEATURES_DIR = "src/server/features";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The feature a module specifier names from `file`, or null when it names none (shared, db, http…). */
function featureOf(file: string, specifier: string): string | null {
  let path: string;
  if (specifier.startsWith("#server/features/")) path = specifier.slice("#server/features/".length);
  else if (specifier.startsWith(".")) path = relative(FEATURES_DIR, join(dirname(file), specifier));
  else return null;
  const [name] = path.split("/");
  return name && !name.startsWith("..") ? name : null;
}

type FeatureImport = { from: string; to: string; file: string; specifier: string };

/** Every import, in `files`, of one feature by another. */
function featureImports(files: readonly string[], read = (file: string) => readFileSync(file, "utf8")) {
  const found: FeatureImport[] = [];
  for (const file of files) {
    const from = relative(FEATURES_DIR, file).split("/")[0];
    if (!from || from === relative(FEATURES_DIR, file)) continue;
    for (const match of read(file).matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2]) as string;
      const to = featureOf(file, specifier);
      if (to && to !== from) found.push({ from, to, file, specifier });
    }
  }
  return found;
}

/** The imports that break the floors: towards an unlisted feature, beside, or up. */
function floorBreaks(imports: readonly FeatureImport[], floors = FEATURE_FLOORS): string[] {
  const floorOf = new Map(floors.flatMap((names, index) => names.map((name) => [name, index] as const)));
  return imports.flatMap(({ from, to, file, specifier }) => {
    const a = floorOf.get(from);
    const b = floorOf.get(to);
    if (a === undefined || b === undefined)
      return [`${file}: "${specifier}" — ${a === undefined ? from : to} is on no floor`];
    if (b > a) return [];
    return [
      `${file}: "${specifier}" — ${from} (floor ${floors.length - a}) imports ${to} (floor ${floors.length - b}), ${b === a ? "on its own floor" : "above it"}`,
    ];
  });
}

/** Every loop of features importing each other, each once, as "a → b → a". */
function featureCycles(imports: readonly FeatureImport[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) next.set(from, (next.get(from) ?? new Set()).add(to));
  const cycles: string[] = [];
  for (const start of [...next.keys()].sort()) {
    const path = [start];
    const visit = (node: string) => {
      for (const to of next.get(node) ?? []) {
        if (to === start) cycles.push([...path, start].join(" → "));
        else if (to > start && !path.includes(to)) {
          path.push(to);
          visit(to);
          path.pop();
        }
      }
    };
    visit(start);
  }
  return cycles;
}

describe("the features stand on floors", () => {
  const files = sourceFiles(FEATURES_DIR);
  const imports = featureImports(files);
  const folders = readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it("lists every feature folder exactly once", () => {
    const listed = FEATURE_FLOORS.flat();
    expect([...listed].sort()).toEqual([...new Set(listed)].sort());
    expect([...listed].sort()).toEqual([...folders].sort());
  });

  it("reads the imports between features (the check looks at something)", () => {
    expect(imports.length).toBeGreaterThan(50);
    expect(imports.some((i) => i.from === "payments" && i.to === "money")).toBe(true);
  });

  it("no feature imports one beside or above it", () => {
    expect(floorBreaks(imports)).toEqual([]);
  });

  it("no features import each other, even through others", () => {
    expect(featureCycles(imports)).toEqual([]);
  });

  it("would catch an import up, beside, and a loop", () => {
    const probe = (from: string, specifier: string) =>
      featureImports([`${FEATURES_DIR}/${from}/probe.ts`], () => `import { x } from "${specifier}";\n`);
    const up = probe("money", "#server/features/admin/admin.routes");
    expect(floorBreaks(up)).toEqual([
      `${FEATURES_DIR}/money/probe.ts: "#server/features/admin/admin.routes" — money (floor 4) imports admin (floor 11), above it`,
    ]);
    const beside = probe("push", "../recipients");
    expect(floorBreaks(beside)[0]).toContain("push (floor 3) imports recipients (floor 3), on its own floor");
    expect(featureCycles([...imports, ...probe("mail", "#server/features/accounts")])).toContain(
      "accounts → mail → accounts",
    );
  });
});
