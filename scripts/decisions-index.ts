// The index of docs/decisions (docs/decisions/README.md), made from each decision's header line:
//   Date: 2026-11-29 · Status: accepted · Area: Operations · Amends: 056 · Amended by: 097
// Status is one of STATUSES: "amended" when a later decision changes part of it, "superseded" when one
// replaces it. `npm run docs:decisions` writes the index; src/server/test/decisions-index.test.ts fails
// when a header breaks the format, a relation is written on one side only, or the index is stale.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const DECISIONS_FOLDER = fileURLToPath(new URL("../docs/decisions", import.meta.url));
export const STATUSES = ["accepted", "amended", "superseded"];
const RELATIONS = ["Supersedes", "Amends", "Superseded by", "Amended by"] as const;
type Relation = (typeof RELATIONS)[number];

export interface Decision {
  number: string;
  file: string;
  title: string;
  titleLineOk: boolean;
  header: string;
  headerOk: boolean;
  date?: string;
  status?: string;
  area?: string;
  relations: Record<Relation, string[]>;
}
const HEADER =
  /^Date: (\d{4}-\d\d-\d\d) · Status: ([a-z]+) · Area: ([\p{L} ,-]+?)((?: · (?:Supersedes|Amends|Superseded by|Amended by): \d{3}(?:, \d{3})*)*)$/u;

/** Every decision: number, file, title, date, status, area and its relations by name. */
export function readDecisions(folder = DECISIONS_FOLDER): Decision[] {
  return readdirSync(folder)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((file) => {
      const lines = readFileSync(join(folder, file), "utf8").split("\n");
      const firstLine = lines[0] ?? "";
      const number = file.slice(0, 3);
      const title = firstLine.replace(new RegExp(`^# ${number} — `), "");
      const match = HEADER.exec(lines[2] ?? "");
      const relations = Object.fromEntries(RELATIONS.map((name) => [name, [] as string[]])) as Record<
        Relation,
        string[]
      >;
      if (match)
        for (const part of (match[4] ?? "").split(" · ").filter(Boolean)) {
          const [name, numbers = ""] = part.split(": ");
          relations[name as Relation] = numbers.split(", ");
        }
      return {
        number,
        file,
        title,
        titleLineOk: firstLine.startsWith(`# ${number} — `),
        header: lines[2] ?? "",
        headerOk: Boolean(match),
        date: match?.[1],
        status: match?.[2],
        area: match?.[3],
        relations,
      };
    });
}

/** What is wrong with the decisions' headers, one French-free line each (empty when all is well). */
export function decisionProblems(decisions: Decision[]): string[] {
  const problems: string[] = [];
  const byNumber = new Map(decisions.map((decision) => [decision.number, decision]));
  const inverse: Record<"Supersedes" | "Amends", Relation> = {
    Supersedes: "Superseded by",
    Amends: "Amended by",
  };
  for (const decision of decisions) {
    const { number, file } = decision;
    if (!decision.titleLineOk) problems.push(`${file}: the first line must be "# ${number} — Title"`);
    if (!decision.headerOk) {
      problems.push(`${file}: line 3 must be "Date: YYYY-MM-DD · Status: … · Area: …[ · Amends: NNN…]"`);
      continue;
    }
    if (!STATUSES.includes(decision.status ?? ""))
      problems.push(`${file}: status "${decision.status}" is not one of ${STATUSES.join(", ")}`);
    const expected =
      decision.relations["Superseded by"].length > 0
        ? "superseded"
        : decision.relations["Amended by"].length > 0
          ? "amended"
          : "accepted";
    if (decision.status !== expected) problems.push(`${file}: status should be "${expected}"`);
    for (const [relation, back] of Object.entries(inverse) as [Relation, Relation][])
      for (const other of decision.relations[relation]) {
        const target = byNumber.get(other);
        if (!target) problems.push(`${file}: ${relation} ${other}, which does not exist`);
        else if (!target.relations[back].includes(number))
          problems.push(
            `${target.file}: missing "${back}: ${number}" (${file} says "${relation}: ${other}")`,
          );
      }
    for (const [relation, back] of Object.entries(inverse) as [Relation, Relation][])
      for (const other of decision.relations[back]) {
        const source = byNumber.get(other);
        if (!source?.relations[relation].includes(number))
          problems.push(`${file}: "${back}: ${other}", but ${other} does not say "${relation}: ${number}"`);
      }
  }
  return problems;
}

/** The index page, made from the decisions. */
export function decisionsIndex(decisions: Decision[]): string {
  const later = (decision: Decision) =>
    [
      ...decision.relations["Superseded by"].map(
        (n) => `superseded by [${n}](${byNumberFile(decisions, n)})`,
      ),
      ...decision.relations["Amended by"].map((n) => `amended by [${n}](${byNumberFile(decisions, n)})`),
    ].join(", ");
  const rows = decisions.map(
    (decision) =>
      `| [${decision.number}](${decision.file}) | ${decision.title.replaceAll("|", "\\|")} | ${decision.status} | ${later(decision)} | ${decision.area} | ${decision.date} |`,
  );
  return [
    "# Decisions",
    "",
    "One file per decision: the problem, what was decided, its consequences and, where measured, the",
    "figures. A decision is never rewritten when a later one changes it: the later one says what it",
    "amends or supersedes, and both headers say so. Status is one of: **accepted** (in force as",
    "written), **amended** (in force, with parts changed by the decisions named), **superseded** (replaced",
    "by the decision named; kept for the history).",
    "",
    "A new decision: the next number, `# NNN — Title` on the first line, then",
    "`Date: YYYY-MM-DD · Status: accepted · Area: …` (with `· Amends: NNN` or `· Supersedes: NNN` when it",
    "changes an earlier one, whose header then gets `· Amended by:` / `· Superseded by:` and its new",
    "status), then `npm run docs:decisions` to write this index. `src/server/test/decisions-index.test.ts`",
    "holds every header to this form.",
    "",
    "<!-- Made by `npm run docs:decisions` (scripts/decisions-index.ts): edit the decisions, not this table. -->",
    "",
    "| № | Decision | Status | Later | Area | Date |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

function byNumberFile(decisions: Decision[], number: string): string {
  return decisions.find((decision) => decision.number === number)?.file ?? `${number}.md`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const decisions = readDecisions();
  const problems = decisionProblems(decisions);
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  writeFileSync(join(DECISIONS_FOLDER, "README.md"), decisionsIndex(decisions));
  console.log(`docs/decisions/README.md: ${decisions.length} decisions`);
}
