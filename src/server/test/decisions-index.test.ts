// The decisions stay indexed, with one status vocabulary and relations written on both sides
// (docs/decisions/README.md, scripts/decisions-index.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DECISIONS_FOLDER,
  decisionProblems,
  decisionsIndex,
  readDecisions,
} from "../../../scripts/decisions-index";

describe("docs/decisions", () => {
  const decisions = readDecisions();

  it("every decision has the header form, a known status and relations written on both sides", () => {
    expect(decisions.length).toBeGreaterThan(90);
    expect(decisionProblems(decisions)).toEqual([]);
  });

  it("finds a relation written on one side only, and a status outside the vocabulary", () => {
    const broken = decisions.map((decision) =>
      decision.number === "032"
        ? { ...decision, relations: { ...decision.relations, Supersedes: [] } }
        : decision.number === "001"
          ? { ...decision, status: "done" }
          : decision,
    );
    expect(decisionProblems(broken)).toEqual([
      '001-stack.md: status "done" is not one of accepted, amended, superseded',
      '001-stack.md: status should be "accepted"',
      '028-one-retry-for-browser-journeys.md: "Superseded by: 032", but 032 does not say "Supersedes: 028"',
    ]);
  });

  it("the index lists every decision as its header says (npm run docs:decisions writes it)", () => {
    expect(readFileSync(join(DECISIONS_FOLDER, "README.md"), "utf8")).toBe(decisionsIndex(decisions));
  });
});
